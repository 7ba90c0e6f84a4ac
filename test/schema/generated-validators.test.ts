import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathToFileURL } from 'node:url';
import type { SchemaProblemSource } from '../../lib/schema/problems.js';
import { runCli } from '../helpers/cli.js';
import { prng } from '../helpers/prng.js';

const root = resolve(import.meta.dirname, '../..');
const tmp = mkdtempSync(join(tmpdir(), 'openforge-generated-validators-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Schema = Record<string, unknown>;

// The contracts with a generated validator (build/gen-validators.mjs); the rest are checked with ajv alone.
const { PRODUCTION_VALIDATORS } = (await import(pathToFileURL(join(root, 'build/gen-validators.mjs')).href)) as { PRODUCTION_VALIDATORS: readonly string[] };

const names = readdirSync(join(root, 'skills/openforge/schemas'))
  .filter((f) => f.endsWith('.schema.json'))
  .map((f) => f.replace(/\.schema\.json$/, ''))
  .sort();
const schemas = new Map<string, Schema>(names.map((n) => [n, JSON.parse(readFileSync(join(root, 'skills/openforge/schemas', `${n}.schema.json`), 'utf8'))]));
const ajv = new Ajv2020({ allErrors: true, strict: true });
const validators = new Map<string, ValidateFunction>(names.map((n) => [n, ajv.compile(schemas.get(n) ?? {})]));

/** Documents (with where they came from) per schema family. */
const valid = new Map<string, { label: string; doc: Json }[]>(names.map((n) => [n, []]));
const addDoc = (name: string, label: string, doc: Json) => valid.get(name)?.push({ label, doc });

/**
 * The generated validator of each contract production validates (build/gen-validators.mjs:
 * lib/schema/<name>-validator.generated.ts, loaded in beforeAll). run-event dispatches on `type` to one validator per event, run-state has
 * one function per array item schema. Each must give ajv's verdict on the published schema.
 */
const generated = new Map<string, SchemaProblemSource>();
const exportNameOf = (name: string) => `validate${name.split('-').map((w) => w[0]!.toUpperCase() + w.slice(1)).join('')}`;

/** The disagreement, if any, between a contract's generated validator and ajv on one document. */
function disagreement(name: string, label: string, doc: unknown): string | null {
  const validate = validators.get(name);
  const theirs = validate?.(doc) === true;
  const mine = generated.get(name);
  if (mine === undefined) return `${name}: no generated validator`;
  if ((mine(doc) === true) === theirs) return null;
  return `${name} ${label}: the generated validator ${theirs ? 'rejects' : 'accepts'} (${JSON.stringify(mine.errors?.slice(0, 3))}), ajv ${theirs ? 'accepts' : `rejects (${JSON.stringify(validate?.errors?.slice(0, 3))})`}\n${JSON.stringify(doc).slice(0, 2000)}`;
}

// ---------------------------------------------------------------------------
// (a) Real documents, produced by driving the CLI in process.

const PRD = `# PRD: Small
## Objective
Write a file.
## Phases
### Phase: build
**Tasks:**
- Write \`done.txt\`
**Gate:** \`npm test\`
### Phase: approve
**Type:** approval
**Tasks:**
- Look at it
`;

async function cliDoc(argv: string[], opts: { env?: Record<string, string>; cwd?: string } = {}): Promise<Json> {
  const r = await runCli([...argv, '--json'], opts);
  return JSON.parse(r.stdout) as Json;
}

beforeAll(async () => {
  for (const name of PRODUCTION_VALIDATORS) {
    const mod = (await import(pathToFileURL(join(root, `lib/schema/${name}-validator.generated.ts`)).href)) as Record<string, SchemaProblemSource>;
    generated.set(name, mod[exportNameOf(name)]!);
  }
  for (const example of readdirSync(join(root, 'examples')).filter((f) => f.endsWith('.prd.md'))) {
    const path = join(root, 'examples', example);
    addDoc('plan', `plan ${example}`, await cliDoc(['plan', path]));
    addDoc('validate', `validate ${example}`, await cliDoc(['validate', path]));
  }
  for (const gate of ['npm test', 'npm run build && npm test', 'bash -c "npm test"', 'rm -rf /']) {
    addDoc('gate-check', `gate check ${gate}`, await cliDoc(['gate', 'check', gate]));
  }
  const dir = join(tmp, 'project');
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(join(dir, 'x.prd.md'), PRD);
  writeFileSync(join(dir, 'src/a.js'), 'function f(x) {\n  if (x) { return 1; }\n  for (;;) { if (x > 2) break; }\n  return 2;\n}\n');
  const p = { env: { OPENFORGE_HOME: join(tmp, 'home'), OPENFORGE_NOW: '1796029200000' }, cwd: dir };
  addDoc('validate', 'validate x.prd.md', await cliDoc(['validate', join(dir, 'x.prd.md')], p));
  addDoc('complexity', 'complexity src', await cliDoc(['complexity', 'src'], p));
  const run = (await cliDoc(['run', join(dir, 'x.prd.md'), '--cwd', dir], p)) as { runId: string; runDir: string };
  addDoc('next', 'run', run as unknown as Json);
  addDoc('next', 'next', await cliDoc(['next', run.runId], p));
  addDoc('status', 'status', await cliDoc(['status', run.runId], p));
  addDoc('run-list', 'list', await cliDoc(['list'], p));
  addDoc('error', 'next nope-1', await cliDoc(['next', 'nope-1'], p));
  addDoc('error', 'decide unknown phase', await cliDoc(['decide', run.runId, 'build', 'approve'], p));
  addDoc('run-state', 'state.json', JSON.parse(readFileSync(join(run.runDir, 'state.json'), 'utf8')) as Json);
  const cancelled = await cliDoc(['cancel', run.runId], p);
  addDoc('next', 'cancel', cancelled);
  addDoc('run-state', 'state.json after cancel', JSON.parse(readFileSync(join(run.runDir, 'state.json'), 'utf8')) as Json);
  readFileSync(join(run.runDir, 'events.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .forEach((line, i) => addDoc('run-event', `events.jsonl line ${i + 1}`, JSON.parse(line) as Json));
}, 120_000);

// ---------------------------------------------------------------------------
// (b) Generated documents: a sample per schema (random anyOf branch, random optional keys),
// then mutations of samples and real documents alike.

/** Strings that match the patterns our contracts use, for the sample generator. */
const PATTERN_SAMPLES: Record<string, string[]> = {
  '^[0-9a-f]{64}$': ['a'.repeat(64)],
  '^[a-z][a-z0-9-]*$': ['openforge', 'x-1'],
  '^[a-z0-9]+(-[a-z0-9]+)*$': ['openforge', 'a-b'],
  '^[^<>"\\n\\r]+$': ['A skill'],
  '^[^\\n\\r]+$': ['one line'],
  '^[a-z][a-z-]*( [a-z][a-z-]*)?$': ['npm test', 'make'],
  '^scripts/[A-Za-z0-9._/-]+\\.cjs$': ['scripts/openforge.cjs'],
  '^>=[0-9]+(\\.[0-9]+){0,2}$': ['>=20', '>=20.1.2'],
  '^[0-9]{4}\\.[0-9]{1,2}\\.[0-9]{1,2}$': ['2026.1.2'],
};

function sample(s: Schema, rand: () => number, depth = 0): Json {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
  if (Array.isArray(s.anyOf)) return sample(pick(s.anyOf as Schema[]), rand, depth + 1);
  if ('const' in s) return s.const as Json;
  if (Array.isArray(s.enum)) return pick(s.enum as Json[]);
  const type = Array.isArray(s.type) ? pick(s.type as string[]) : (s.type as string | undefined);
  const min = typeof s.minimum === 'number' ? s.minimum : 0;
  switch (type) {
    case 'null': return null;
    case 'boolean': return rand() < 0.5;
    case 'integer': return min + Math.floor(rand() * 5);
    case 'number': return min + rand() * 5;
    case 'string': {
      if (typeof s.pattern === 'string') return pick(PATTERN_SAMPLES[s.pattern] ?? ['x']);
      const n = Math.max(typeof s.minLength === 'number' ? s.minLength : 0, Math.floor(rand() * 6));
      return 'é🙂abcdefgh'.slice(0, n + (n > 1 ? 1 : 0));
    }
    case 'array': {
      const n = depth > 6 ? 0 : Math.max(typeof s.minItems === 'number' ? s.minItems : 0, Math.floor(rand() * 3));
      const items = Array.from({ length: n }, () => sample((s.items ?? {}) as Schema, rand, depth + 1));
      return s.uniqueItems === true ? [...new Map(items.map((x) => [JSON.stringify(x), x])).values()] : items;
    }
    case 'object': {
      const out: Record<string, Json> = {};
      const required = new Set((s.required as string[] | undefined) ?? []);
      for (const [k, ps] of Object.entries((s.properties ?? {}) as Record<string, Schema>)) {
        if (required.has(k) || (depth < 6 && rand() < 0.5)) out[k] = sample(ps, rand, depth + 1);
      }
      for (const ps of Object.values((s.patternProperties ?? {}) as Record<string, Schema>)) {
        if (depth < 6 && rand() < 0.7) out[`k${Math.floor(rand() * 100)}`] = sample(ps, rand, depth + 1);
      }
      return out;
    }
    default: return {};
  }
}

/** Every [container, key] pair in a document, the document itself as [holder, 'root']. */
function slots(doc: Json): [Record<string, Json> | Json[], string | number][] {
  const holder = { root: doc };
  const out: [Record<string, Json> | Json[], string | number][] = [[holder, 'root']];
  const visit = (v: Json) => {
    if (Array.isArray(v)) v.forEach((x, i) => { out.push([v, i]); visit(x); });
    else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) { out.push([v, k]); visit(x); }
  };
  visit(doc);
  return out;
}

const REPLACEMENTS: Json[] = ['', 'bogus', 'not-an-enum-value', 'é🙂', '\n', 'a'.repeat(300), -1, 0, 1, 1.5, -0.5, 1e12, null, true, false, [], [1], {}, { x: 1 }];

function mutate(doc: Json, rand: () => number): Json {
  const holder = { root: structuredClone(doc) } as { root: Json };
  const rounds = 1 + Math.floor(rand() * 2);
  for (let r = 0; r < rounds; r += 1) {
    const all = slots(holder.root).slice(1);
    if (all.length === 0) return structuredClone(REPLACEMENTS[Math.floor(rand() * REPLACEMENTS.length)] as Json);
    const [box, key] = all[Math.floor(rand() * all.length)] as [Record<string, Json> & Json[], string | number];
    const current = box[key as never] as Json;
    const op = Math.floor(rand() * 7);
    if (op === 0 && !Array.isArray(box)) delete box[key as string];
    else if (op === 1 && current !== null && typeof current === 'object' && !Array.isArray(current)) current[`unknown${r}`] = 'x';
    else if (op === 2 && Array.isArray(current) && current.length > 0) current.push(structuredClone(current[0]) as Json);
    else if (op === 3 && Array.isArray(current)) current.length = 0;
    else if (op === 4) {
      const [otherBox, otherKey] = all[Math.floor(rand() * all.length)] as [Record<string, Json>, string];
      box[key as never] = structuredClone(otherBox[otherKey] ?? null) as never;
    }
    else if (op === 5 && typeof current === 'number') box[key as never] = (rand() < 0.5 ? -current - 1 : current + 0.5) as never;
    else box[key as never] = structuredClone(REPLACEMENTS[Math.floor(rand() * REPLACEMENTS.length)]) as never;
  }
  return holder.root;
}

const MUTATIONS = 2000;

describe('every generated validator agrees with ajv on its published schema', () => {
  it('every document the CLI produces matches its published schema (ajv), and the generated validators agree', () => {
    const problems: string[] = [];
    let count = 0;
    for (const [name, docs] of valid) {
      for (const { label, doc } of docs) {
        count += 1;
        const validate = validators.get(name);
        if (validate?.(doc) !== true) problems.push(`${name} ${label}: ajv rejects (${JSON.stringify(validate?.errors?.slice(0, 3))})`);
        if (!generated.has(name)) continue;
        const d = disagreement(name, label, doc);
        if (d !== null) problems.push(d);
        expect(generated.get(name)?.(doc), `${name} ${label}`).toBe(true);
      }
    }
    expect(problems).toEqual([]);
    expect(count).toBeGreaterThan(20);
    for (const n of ['plan', 'validate', 'gate-check', 'next', 'status', 'run-list', 'error', 'complexity', 'run-state', 'run-event']) {
      expect(valid.get(n)?.length, n).toBeGreaterThan(0);
    }
  });

  for (const name of PRODUCTION_VALIDATORS) {
    it(`agrees on ${MUTATIONS} mutated and generated ${name} documents`, () => {
      const rand = prng(0x5eed + names.indexOf(name));
      const schema = schemas.get(name) ?? {};
      const seeds = (valid.get(name) ?? []).map((d) => d.doc);
      for (let i = 0; i < 20; i += 1) seeds.push(sample(schema, rand));
      const problems: string[] = [];
      let accepted = 0;
      for (let i = 0; i < MUTATIONS; i += 1) {
        const seedIndex = i % seeds.length;
        const doc = i < seeds.length ? seeds[seedIndex] : mutate(seeds[seedIndex] as Json, rand);
        if (validators.get(name)?.(doc) === true) accepted += 1;
        const d = disagreement(name, `mutation ${i} of seed ${seedIndex}`, doc);
        if (d !== null && problems.length < 5) problems.push(d);
      }
      expect(problems).toEqual([]);
      // Both verdicts must be exercised: some documents accepted, most rejected.
      expect(accepted).toBeGreaterThan(0);
      expect(accepted).toBeLessThan(MUTATIONS);
    });
  }
});
