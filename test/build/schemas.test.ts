import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { RULE_IDS, type RuleId } from '../../lib/diagnostics/index.js';
import { SCHEMAS, SCHEMA_DIALECT, type Diagnostic, type GateCheckReport, type ValidateReport } from '../../lib/schema/index.js';
import { schemaValidator } from '../helpers/schemas.js';

const root = resolve(import.meta.dirname, '../..');
// A plain .mjs build script: loaded by URL so the type checker does not need its types.
const share = (await import(pathToFileURL(join(root, 'build/share-schema.mjs')).href)) as { inlineRefs(document: unknown): unknown };

describe('schemas/', () => {
  it('holds exactly one file per JSON contract, generated from lib/schema (no drift)', () => {
    const files = readdirSync(join(root, 'skills/openforge/schemas')).sort();
    expect(files).toEqual(Object.keys(SCHEMAS).map((name) => `${name}.schema.json`).sort());
    for (const [name, schema] of Object.entries(SCHEMAS)) {
      const published = JSON.parse(readFileSync(join(root, 'skills/openforge/schemas', `${name}.schema.json`), 'utf8'));
      expect(published.$schema).toBe(SCHEMA_DIALECT);
      // The types a document repeats are shared through $defs (build/share-schema.mjs): inlined, it is TypeBox's schema.
      const { $schema: _s, $id: _i, title: _t, ...body } = share.inlineRefs(published) as Record<string, unknown>;
      expect(body).toEqual(JSON.parse(JSON.stringify(schema)));
    }
  });

  it('compiles every schema under draft 2020-12', () => {
    for (const name of Object.keys(SCHEMAS)) expect(() => schemaValidator(name)).not.toThrow();
  });

  it('types a diagnostic\'s ruleId as the registered ids, all of which its schema accepts', () => {
    // The JSON Schema keeps ruleId a kebab-case string (a consumer may meet a newer id);
    // the TypeScript type is the registry's union (lib/diagnostics/rules.ts).
    expectTypeOf<Diagnostic['ruleId']>().toEqualTypeOf<RuleId>();
    expectTypeOf<ValidateReport['diagnostics'][number]['ruleId']>().toEqualTypeOf<RuleId>();
    expectTypeOf<GateCheckReport['diagnostics'][number]['ruleId']>().toEqualTypeOf<RuleId>();
    const validate = schemaValidator('gate-check');
    const report = (ruleId: string) => ({
      schemaVersion: 1, command: 'x', shellGate: false, verdict: 'rejected', argv: null, program: null,
      diagnostics: [{ severity: 'error', ruleId, message: 'm', line: 1, column: 1 }],
    });
    for (const ruleId of RULE_IDS) expect(validate(report(ruleId)), `${ruleId}: ${JSON.stringify(validate.errors)}`).toBe(true);
    expect(validate(report('Not_Kebab'))).toBe(false);
  });

  it('rejects documents that break the contract (the validators can fail)', () => {
    const validate = schemaValidator('gate-check');
    expect(validate({ schemaVersion: 1, command: 'x', shellGate: false, verdict: 'maybe', argv: null, program: null, diagnostics: [] })).toBe(false);
    expect(validate({ schemaVersion: 1, command: 'x', shellGate: false, verdict: 'ok', argv: ['x'], program: 'x', diagnostics: [], extra: 1 })).toBe(false);
    expect(validate({ schemaVersion: 1, command: 'x', shellGate: false, verdict: 'ok', argv: ['x'], program: 'x', diagnostics: [] })).toBe(true);
  });
});
