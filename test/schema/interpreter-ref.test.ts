import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { compileSchema } from '../../lib/schema/interpreter.js';
import { compileTaggedUnion } from '../../lib/schema/tagged-union.js';

const root = resolve(import.meta.dirname, '../..');
// A plain .mjs build script: loaded by URL so the type checker does not need its types.
interface ShareSchemaModule {
  shareSchema(document: unknown, names?: ReadonlyMap<string, string>): Record<string, unknown>;
  inlineRefs(document: unknown): unknown;
  MIN_SHARED_BYTES: number;
}
const share = (await import(pathToFileURL(join(root, 'build/share-schema.mjs')).href)) as ShareSchemaModule;

/** A type used at several depths and inside another shared type: what TypeBox writes for the failure facts. */
const failure = {
  anyOf: [
    { type: 'object', required: ['code', 'exitCode'], properties: { code: { const: 'gate-failed' }, exitCode: { anyOf: [{ type: 'integer' }, { type: 'null' }] } }, additionalProperties: false },
    { type: 'object', required: ['code', 'text'], properties: { code: { const: 'text' }, text: { type: 'string', minLength: 1 } }, additionalProperties: false },
  ],
};
const attempt = { type: 'object', required: ['n', 'failure'], properties: { n: { type: 'integer', minimum: 1 }, failure }, additionalProperties: false };
const typeboxDocument = {
  $id: 'https://openforge.dev/schemas/ref-test.schema.json',
  type: 'object',
  required: ['last', 'attempts'],
  properties: {
    last: failure,
    attempts: { type: 'array', items: attempt },
    escalation: { anyOf: [{ type: 'null' }, { type: 'object', required: ['failures'], properties: { failures: { type: 'array', items: failure }, first: attempt }, additionalProperties: false }] },
    byPhase: { type: 'object', patternProperties: { '^p[0-9]+$': attempt }, additionalProperties: false },
  },
  additionalProperties: false,
};

const gateFailed = { code: 'gate-failed', exitCode: 1 };
const valid = [
  { last: gateFailed, attempts: [] },
  { last: { code: 'text', text: 'x' }, attempts: [{ n: 1, failure: gateFailed }], escalation: null },
  { last: gateFailed, attempts: [{ n: 2, failure: { code: 'gate-failed', exitCode: null } }], escalation: { failures: [gateFailed], first: { n: 1, failure: gateFailed } }, byPhase: { p1: { n: 1, failure: gateFailed } } },
];
const invalid = [
  null,
  {},
  { last: { code: 'gate-failed' }, attempts: [] },
  { last: { code: 'text', text: '' }, attempts: [] },
  { last: gateFailed, attempts: [{ n: 0, failure: gateFailed }] },
  { last: gateFailed, attempts: [{ n: 1, failure: { code: 'gate-failed', exitCode: 'one' } }] },
  { last: gateFailed, attempts: [{ n: 1, failure: { ...gateFailed, extra: true } }] },
  { last: gateFailed, attempts: [], escalation: { failures: [gateFailed, { code: 'nope' }] } },
  { last: gateFailed, attempts: [], escalation: { failures: [], first: { n: 1 } } },
  { last: gateFailed, attempts: [], byPhase: { p1: { n: 1, failure: { code: 'text' } } } },
  { last: gateFailed, attempts: [], byPhase: { q1: {} } },
];

const located = (errors: readonly object[] | null | undefined) =>
  (errors ?? []).map((e) => {
    const { schemaPath: _schemaPath, ...rest } = e as { schemaPath?: string };
    return rest;
  });

describe('$ref in the schema interpreter (lib/schema/interpreter.ts), against ajv on the same schemas and values', () => {
  const shared = share.shareSchema(typeboxDocument, new Map([[JSON.stringify(failure), 'AttemptFailure']]));

  it('shares the repeated types through $defs, named after their export, and inlining them gives the document back', () => {
    expect(Object.keys(shared.$defs as object).sort()).toContain('AttemptFailure');
    expect(JSON.stringify(shared).length).toBeLessThan(JSON.stringify(typeboxDocument).length);
    expect(share.inlineRefs(shared)).toEqual(typeboxDocument);
  });

  // ajv inlines a small definition and then reports its schema path from the definition's own
  // root: compared, as the production validators are, on what a user reads (where, keyword, message).
  it('gives ajv\'s verdict and first problem (where, keyword, message) on valid and invalid values', () => {
    const ajv = new Ajv2020({ allErrors: false, strict: true }).compile(shared);
    const unshared = new Ajv2020({ allErrors: false, strict: true }).compile({ ...typeboxDocument, $id: 'https://openforge.dev/schemas/ref-test-inline.schema.json' });
    const mine = compileSchema(shared);
    let rejected = 0;
    for (const [i, value] of [...valid, ...invalid].entries()) {
      const expected = ajv(value);
      expect(mine(value), `value ${i}`).toBe(expected);
      expect(unshared(value), `value ${i}, the inlined document`).toBe(expected);
      expect(located(mine.errors), `value ${i}`).toEqual(located(ajv.errors));
      expect(expected, `value ${i}`).toBe(i < valid.length);
      if (!expected) rejected++;
    }
    expect(rejected).toBe(invalid.length);
  });

  it('refuses a reference it cannot resolve or one beside other keywords (the build fails)', () => {
    expect(() => compileSchema({ type: 'object', properties: { a: { $ref: '#/$defs/Missing' } }, $defs: {} })).toThrow(/cannot resolve \$ref/);
    expect(() => compileSchema({ properties: { a: { $ref: 'other.json#/x' } } })).toThrow(/cannot resolve \$ref/);
    expect(() => compileSchema({ properties: { a: { $ref: '#/$defs/A', type: 'string' } }, $defs: { A: { type: 'string' } } })).toThrow(/beside other keywords/);
    expect(() => compileSchema({ properties: { a: { $ref: '#/$defs/A' } }, $defs: { A: { type: 'string', format: 'email' } } })).toThrow(/format/);
  });

  it('checks a tagged union whose branches and their types are shared', () => {
    const union = share.shareSchema({
      anyOf: [
        { type: 'object', required: ['type', 'failure'], properties: { type: { const: 'attempt-failed' }, failure }, additionalProperties: false },
        { type: 'object', required: ['type', 'failures'], properties: { type: { const: 'escalated' }, failures: { type: 'array', items: failure } }, additionalProperties: false },
      ],
    });
    expect(union.$defs).toBeDefined();
    const ajv = new Ajv2020({ allErrors: true, strict: true }).compile(union);
    const mine = compileTaggedUnion(union);
    const values = [
      { type: 'attempt-failed', failure: gateFailed },
      { type: 'escalated', failures: [gateFailed, { code: 'text', text: 't' }] },
      { type: 'attempt-failed', failure: { code: 'text' } },
      { type: 'escalated', failures: [{ code: 'gate-failed', exitCode: 1.5 }] },
      { type: 'other' },
    ];
    expect(values.map((v) => mine(v))).toEqual(values.map((v) => ajv(v)));
    expect(values.map((v) => mine(v))).toEqual([true, true, false, false, false]);
  });
});

describe('the published schemas (skills/openforge/schemas)', () => {
  it('repeat no subschema big enough to share: every type used twice is in $defs', () => {
    const dir = join(root, 'skills/openforge/schemas');
    for (const name of ['run-state', 'run-event', 'plan', 'status']) {
      const document = JSON.parse(readFileSync(join(dir, `${name}.schema.json`), 'utf8')) as Record<string, unknown>;
      const counts = new Map<string, number>();
      const visit = (node: unknown, top: boolean): void => {
        if (Array.isArray(node)) return node.forEach((n) => visit(n, false));
        if (typeof node !== 'object' || node === null) return;
        const text = JSON.stringify(node);
        if (!top && text.length >= share.MIN_SHARED_BYTES) counts.set(text, (counts.get(text) ?? 0) + 1);
        for (const value of Object.values(node)) visit(value, false);
      };
      visit(document, true);
      const repeated = [...counts].filter(([text, n]) => n > 1 && (n - 1) * text.length > n * 30);
      expect(repeated.map(([text]) => text.slice(0, 80)), name).toEqual([]);
    }
  });
});
