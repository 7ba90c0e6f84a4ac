import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { parsePrd } from '../../lib/prd/index.js';
import { SCHEMAS, schemaProblems, type SchemaProblemSource } from '../../lib/schema/index.js';
import * as generated from '../../lib/schema/validators.generated.js';
import { runCli } from '../helpers/cli.js';
import { schemaValidator } from '../helpers/schemas.js';

const root = resolve(import.meta.dirname, '../..');
const generatedFile = join(root, 'lib/schema/validators.generated.ts');
const example = (name: string) => join(root, 'examples', name);
const configEnv = { OPENCLAW_CONFIG_PATH: join(root, 'test/fixtures/openclaw/openclaw.json') };

interface GenValidatorsModule {
  generateValidators(schemas: unknown, options?: { allErrors?: boolean }): Promise<string>;
  generateRuntimeValidator(name: string, schema: unknown): Promise<string>;
  validatorName(name: string): string;
}
// A plain .mjs build script: loaded by URL so the type checker does not need its types.
const genModuleUrl = pathToFileURL(join(root, 'build/gen-validators.mjs')).href;
const loadGen = async (): Promise<GenValidatorsModule> => (await import(genModuleUrl)) as GenValidatorsModule;

const exportNameOf = (name: string) => `validate${name.split('-').map((w) => w[0]!.toUpperCase() + w.slice(1)).join('')}`;

function generatedValidator(name: string): SchemaProblemSource {
  const exportName = exportNameOf(name);
  const validate = (generated as Record<string, unknown>)[exportName];
  if (typeof validate !== 'function') throw new Error(`no ${exportName} in validators.generated.ts`);
  return validate as SchemaProblemSource;
}

async function cliJson(argv: string[], env: Record<string, string> = {}): Promise<unknown> {
  const r = await runCli(argv, { env, cwd: root });
  expect(r.stderr).toBe('');
  return JSON.parse(r.stdout);
}

const envelope = {
  status: 'DONE',
  summary: 'Added the slugify function and its tests.',
  findings: [{ severity: 'suggestion', description: 'Consider caching the regex.', file: 'src/slug.ts', line: 3 }],
  evidence: ['npm test: 12 passed'],
  filesModified: ['src/slug.ts', 'test/slug.test.ts'],
  recommendation: 'proceed',
  acceptance: [{ criterion: 'slugs are stable', met: true }],
};

/** Valid documents per schema, produced by the real code wherever it exists. */
const samples: Record<string, unknown[]> = {};

beforeAll(async () => {
  samples.plan = [
    await cliJson(['plan', example('full-parallel.prd.md'), '--json'], configEnv),
    await cliJson(['plan', example('minimal.prd.md'), '--json']),
    await cliJson(['plan', example('large-migration.prd.md'), '--json'], configEnv),
  ];
  samples.validate = [
    await cliJson(['validate', example('full-parallel.prd.md'), '--json']),
    await cliJson(['validate', example('large-migration.prd.md'), '--json']),
  ];
  samples['gate-check'] = [
    await cliJson(['gate', 'check', 'npm test', '--json']),
    await cliJson(['gate', 'check', 'npm run build && npm test', '--json']),
    await cliJson(['gate', 'check', 'npm run build && npm test', '--shell-gate', '--json']),
  ];
  samples.error = [await cliJson(['gate', 'check', '--json']), await cliJson(['plan', join(root, 'missing.prd.md'), '--json'])];
  samples['prd-model'] = ['full-parallel.prd.md', 'minimal.prd.md', 'large-migration.prd.md'].map(
    (file) => JSON.parse(JSON.stringify(parsePrd(readFileSync(example(file), 'utf8')).prd)) as unknown,
  );
  samples['result-envelope'] = [envelope, { ...envelope, status: 'BLOCKED', findings: [], acceptance: [] }];
});

/** Deterministic broken variants of a valid document: wrong types, extra and missing properties. */
function mutations(document: unknown): unknown[] {
  const out: unknown[] = [null, 'text', [], {}];
  if (document === null || typeof document !== 'object' || Array.isArray(document)) return out;
  const clone = () => JSON.parse(JSON.stringify(document)) as Record<string, unknown>;
  const keys = Object.keys(document);
  out.push({ ...clone(), unexpected: true });
  for (const key of keys) {
    const missing = clone();
    delete missing[key];
    out.push(missing);
    const wrong = clone();
    const value = wrong[key];
    wrong[key] = typeof value === 'string' ? 42 : typeof value === 'number' ? 'x' : Array.isArray(value) ? {} : typeof value === 'object' && value !== null ? [] : 'x';
    out.push(wrong);
  }
  // One level deeper: break every property of the first element of each array.
  for (const key of keys) {
    const value = (document as Record<string, unknown>)[key];
    if (!Array.isArray(value) || value.length === 0 || typeof value[0] !== 'object' || value[0] === null) continue;
    for (const inner of Object.keys(value[0] as object)) {
      const broken = clone();
      const first = (broken[key] as Record<string, unknown>[])[0]!;
      first[inner] = typeof first[inner] === 'string' ? 7 : 'not-a-valid-value';
      out.push(broken);
    }
  }
  return out;
}

describe('lib/schema/validators.generated.ts', () => {
  it('is what build/gen-validators.mjs makes of SCHEMAS (no drift; run `node build/build.mjs`)', async () => {
    const { generateValidators } = await loadGen();
    const fresh = await generateValidators(SCHEMAS);
    expect(readFileSync(generatedFile, 'utf8') === fresh, 'validators.generated.ts is stale').toBe(true);
    expect(await generateValidators(SCHEMAS)).toBe(fresh);
  });

  it('the run commands\' validators (run-state / run-event-validator.generated.ts) are fresh too', async () => {
    const { generateRuntimeValidator } = await loadGen();
    for (const name of ['run-state', 'run-event', 'complexity-baseline']) {
      const fresh = await generateRuntimeValidator(name, SCHEMAS[name]);
      const committed = readFileSync(join(root, `lib/schema/${name}-validator.generated.ts`), 'utf8');
      expect(committed === fresh, `${name}-validator.generated.ts is stale`).toBe(true);
      expect(/\brequire\s*\(|\bnew\s+Function\b|\beval\s*\(/.test(committed)).toBe(false);
    }
  });

  it('exports one validate<Name> per schema and nothing else', async () => {
    const { validatorName } = await loadGen();
    expect(validatorName('gate-check')).toBe('validateGateCheck');
    expect(validatorName('result-envelope')).toBe('validateResultEnvelope');
    expect(Object.keys(generated).sort()).toEqual(Object.keys(SCHEMAS).map(validatorName).sort());
  });

  it('imports nothing and evaluates no code at runtime', () => {
    const text = readFileSync(generatedFile, 'utf8');
    expect(text.startsWith('// GENERATED FILE: do not edit. Regenerate with `node build/build.mjs`')).toBe(true);
    // Booleans, so that a failure does not print the whole file.
    expect(/\brequire\s*\(/.test(text), 'require(').toBe(false);
    expect(/\bimport\s*\(/.test(text), 'import(').toBe(false);
    // The only import is erased at compile time: a type from the hand-written sibling.
    expect(text.match(/^\s*(import|export)\b.*\bfrom\b.*$/gm)).toEqual(["import type { SchemaProblemSource } from './problems.js';"]);
    expect(/\bnew\s+Function\b/.test(text), 'new Function').toBe(false);
    expect(/\beval\s*\(/.test(text), 'eval(').toBe(false);
    expect(/ajv\/dist|node_modules/.test(text), 'a package path').toBe(false);
  });

  it('has valid samples for the original contracts', () => {
    for (const name of ['prd-model', 'plan', 'gate-check', 'validate', 'error', 'result-envelope']) {
      expect(samples[name]?.length ?? 0, name).toBeGreaterThan(0);
    }
  });

  for (const name of Object.keys(SCHEMAS).sort()) {
    it(`${exportNameOf(name)} agrees with a fresh ajv compile of schemas/${name}.schema.json`, () => {
      const mine = generatedValidator(name);
      const reference = schemaValidator(name);
      const valid = samples[name] ?? [];
      const documents = [...valid, ...mutations(valid[0] ?? { schemaVersion: 1 })];
      let rejected = 0;
      for (const [i, document] of documents.entries()) {
        const expected = reference(document);
        expect(mine(document), `${name} document ${i}`).toBe(expected);
        expect(mine.errors ?? null, `${name} document ${i}`).toEqual(reference.errors ?? null);
        if (i < valid.length) expect(expected, `${name} sample ${i} is valid`).toBe(true);
        if (!expected) rejected++;
      }
      expect(rejected).toBeGreaterThan(3);
    });
  }
});

describe('schemaProblems', () => {
  it('is empty for valid documents', () => {
    expect(schemaProblems(generated.validateResultEnvelope, envelope)).toEqual([]);
    for (const plan of samples.plan!) expect(schemaProblems(generated.validatePlan, plan)).toEqual([]);
    for (const report of samples['gate-check']!) expect(schemaProblems(generated.validateGateCheck, report)).toEqual([]);
  });

  it('explains a broken gate-check report', () => {
    const report = { schemaVersion: 1, command: 'x', shellGate: false, verdict: 'maybe', argv: ['x'], program: 'x', diagnostics: [], extra: 1 };
    expect(schemaProblems(generated.validateGateCheck, report)).toEqual([
      '(root): must NOT have additional properties (extra)',
      '/verdict: must be equal to one of the allowed values (ok, warn, rejected)',
    ]);
  });

  it('explains a broken result envelope', () => {
    const { summary: _summary, ...rest } = envelope;
    const broken = { ...rest, status: 'FINISHED', findings: [{ severity: 'nit', description: 3 }] };
    expect(schemaProblems(generated.validateResultEnvelope, broken)).toEqual([
      "(root): must have required property 'summary'",
      '/status: must be equal to one of the allowed values (DONE, BLOCKED, ERROR)',
      '/findings/0/severity: must be equal to one of the allowed values (blocking, required, suggestion)',
      '/findings/0/description: must be string',
    ]);
  });

  it('names the root and caps the list', () => {
    expect(schemaProblems(generated.validateError, 'oops')).toEqual(['(root): must be object']);
    const manyProblems = { schemaVersion: '1', a: 1, b: 2, c: 3, d: 4 };
    expect(schemaProblems(generated.validateError, manyProblems, 2)).toHaveLength(2);
    expect(schemaProblems(generated.validateError, manyProblems).length).toBeGreaterThan(2);
  });
});
