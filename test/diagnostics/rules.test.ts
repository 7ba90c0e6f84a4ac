import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { filesUnder, HAND_WRITTEN_TS } from '../helpers/source-files.js';
import { headingAnchors } from '../helpers/markdown-anchors.js';
import {
  isRuleId,
  RULE_IDS,
  RULE_TABLE_END,
  RULE_TABLE_PAGE,
  RULE_TABLE_START,
  RULES,
  renderRuleTable,
  withRuleTable,
  type RuleId,
  type RuleSpec,
} from '../../lib/diagnostics/index.js';
import { validateGate } from '../../lib/gate/index.js';
import { analyzePrd } from '../../lib/plan/index.js';
import type { Diagnostic } from '../../lib/schema/index.js';
import { SECRET_RULE_ID } from '../../lib/secrets/index.js';

const root = resolve(import.meta.dirname, '../..');

/** lib/ sources that emit diagnostics: all but the registry and its renderer, which name every id without emitting it. */
const LISTS = ['lib/diagnostics/rules.ts', 'lib/diagnostics/rule-table.ts'];
const emitters = filesUnder(join(root, 'lib'), HAND_WRITTEN_TS)
  .filter((path) => !LISTS.includes(relative(root, path)))
  .map((path) => ({ file: relative(root, path), text: readFileSync(path, 'utf8') }));

/**
 * Registered rules no lib/ source names as a literal, each with the reason. A rule listed
 * here is kept on purpose (reserved, or emitted through a computed id); keep it short.
 */
const NOT_EMITTED_LITERALLY: Partial<Record<RuleId, string>> = {};

const page = (name: string): string => readFileSync(join(root, 'skills/openforge/references', name), 'utf8');

describe('the rule registry', () => {
  const entries = Object.entries(RULES) as [RuleId, RuleSpec][];

  it('registers kebab-case ids, each with a severity and a one-line summary', () => {
    expect(entries.length).toBeGreaterThanOrEqual(60);
    expect(RULE_IDS).toEqual(Object.keys(RULES));
    for (const [id, spec] of entries) {
      expect(id).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
      expect(['error', 'warning', 'info'], id).toContain(spec.severity);
      expect(spec.summary.trim(), `${id} has a summary`).not.toBe('');
      expect(spec.summary, `${id}: one line`).not.toMatch(/\n/);
      if (spec.severityNote !== undefined) expect(spec.severityNote.trim(), id).not.toBe('');
      expect(isRuleId(id)).toBe(true);
    }
    expect(isRuleId('no-such-rule')).toBe(false);
    expect(isRuleId('toString')).toBe(false);
  });

  it('points every rule at a section that exists in its reference page', () => {
    const pages = new Map<string, Set<string>>();
    for (const [id, spec] of entries) {
      const [name = '', anchor = ''] = spec.docs.split('#');
      if (!pages.has(name)) pages.set(name, headingAnchors(page(name)));
      expect([...(pages.get(name) ?? [])], `${id}: ${spec.docs} names a heading of references/${name}`).toContain(anchor);
    }
  });

  it('has no dead rules: every registered id is emitted by some lib/ source', () => {
    const dead = RULE_IDS.filter((id) => !emitters.some(({ text }) => text.includes(`'${id}'`)) && !(id in NOT_EMITTED_LITERALLY));
    expect(dead, 'registered but never emitted: remove them, or list them in NOT_EMITTED_LITERALLY with the reason').toEqual([]);
    for (const id of Object.keys(NOT_EMITTED_LITERALLY)) expect(isRuleId(id), id).toBe(true);
  });

  it('emits the registered severity (another only where the registry notes it)', () => {
    const seen: Diagnostic[] = [];
    const prdDir = join(root, 'test/fixtures/prd');
    for (const fixture of readdirSync(prdDir)) seen.push(...analyzePrd(readFileSync(join(prdDir, fixture, 'input.prd.md'), 'utf8')).diagnostics);
    const gates = readFileSync(join(root, 'test/fixtures/gates/injections.jsonl'), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as string);
    for (const command of gates) {
      for (const shellGate of [false, true]) seen.push(...validateGate(command, { shellGate }).diagnostics);
    }
    expect(new Set(seen.map((d) => d.ruleId)).size, 'the fixtures cover many rules').toBeGreaterThanOrEqual(25);
    for (const d of seen) {
      const spec: RuleSpec = RULES[d.ruleId];
      if (d.severity !== spec.severity) expect(spec.severityNote, `${d.ruleId} reported as ${d.severity}, registered as ${spec.severity}`).toBeDefined();
    }
  });

  it('gives the secret rule its own area', () => {
    expect(RULES[SECRET_RULE_ID].area).toBe('secrets');
  });

  it('types every Diagnostic by the registry: an unregistered id does not compile', () => {
    expectTypeOf<Diagnostic['ruleId']>().toEqualTypeOf<RuleId>();
    // @ts-expect-error: not a registered rule id
    const unregistered: Diagnostic['ruleId'] = 'no-such-rule';
    expect(isRuleId(unregistered)).toBe(false);
  });
});

describe('the rule table in references/prd-format.md', () => {
  const text = page(RULE_TABLE_PAGE);

  it('is the table generated from the registry (run `npm run build` after changing lib/diagnostics/rules.ts)', () => {
    expect(withRuleTable(text)).toBe(text);
  });

  it('lists every registered rule once, with its severity, linked to its section', () => {
    const table = renderRuleTable();
    const rows = table.split('\n').filter((line) => /^\| [[`]/.test(line));
    expect(rows).toHaveLength(RULE_IDS.length);
    for (const id of RULE_IDS) {
      const row = rows.find((line) => line.includes(`\`${id}\``));
      expect(row, id).toBeDefined();
      expect(row).toContain(`| ${RULES[id].severity}`);
      if (RULES[id].docs !== `${RULE_TABLE_PAGE}#diagnostics`) expect(row, id).toContain('](');
    }
    expect(text).toContain(RULE_TABLE_START);
    expect(text).toContain(RULE_TABLE_END);
  });

  it('escapes a pipe in a summary, and refuses a page without exactly one pair of markers', () => {
    const spec: RuleSpec = { area: 'prd', severity: 'error', summary: 'a | b', docs: 'prd-format.md#diagnostics' };
    expect(renderRuleTable({ ...RULES, 'no-phases': spec })).toContain('| `no-phases` | error | a \\| b |');
    expect(withRuleTable('# Page\n\nno markers\n')).toBeNull();
    expect(withRuleTable(`${RULE_TABLE_END}\n<!-- rules:start -->\n`)).toBeNull();
    expect(withRuleTable(`<!-- rules:start -->\n${RULE_TABLE_END}\n<!-- rules:start -->\n${RULE_TABLE_END}\n`)).toBeNull();
    expect(withRuleTable('before\n<!-- rules:start -->\nold\n<!-- rules:end -->\nafter', 'TABLE')).toBe(`before\n${RULE_TABLE_START}\nTABLE\n${RULE_TABLE_END}\nafter`);
  });
});
