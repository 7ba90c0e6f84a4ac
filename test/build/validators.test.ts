import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { parsePrd } from '../../lib/prd/index.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { SCHEMAS, schemaProblems, type SchemaProblemSource } from '../../lib/schema/index.js';
import { compileSchema } from '../../lib/schema/interpreter.js';
import { runCli } from '../helpers/cli.js';
import { schemaErrors, schemaValidator } from '../helpers/schemas.js';

const root = resolve(import.meta.dirname, '../..');
const generatedFile = (name: string) => join(root, `lib/schema/${name}-validator.generated.ts`);
const example = (name: string) => join(root, 'examples', name);
const configEnv = { OPENCLAW_CONFIG_PATH: join(root, 'test/fixtures/openclaw/openclaw.json') };

interface GenValidatorsModule {
  generateContractValidator(name: string, schema: unknown, names: ReadonlyMap<string, string>): Promise<string>;
  validatorFile(name: string): string;
  validatorName(name: string): string;
  PRODUCTION_VALIDATORS: readonly string[];
}
// A plain .mjs build script: loaded by URL so the type checker does not need its types.
const genModuleUrl = pathToFileURL(join(root, 'build/gen-validators.mjs')).href;
const loadGen = async (): Promise<GenValidatorsModule> => (await import(genModuleUrl)) as GenValidatorsModule;
/** The contracts the shipped scripts validate: the only ones with a generated validator. */
const { PRODUCTION_VALIDATORS } = await loadGen();

interface ShareSchemaModule {
  exportedNames(modules: Record<string, Record<string, unknown>>): ReadonlyMap<string, string>;
  schemaModules(root: string): string[];
}
const share = (await import(pathToFileURL(join(root, 'build/share-schema.mjs')).href)) as ShareSchemaModule;
/** The names the build gives the types a document shares: lib/schema's exports, as build/build.mjs reads them. */
const sharedNames = share.exportedNames(
  Object.fromEntries(await Promise.all(share.schemaModules(root).map(async (file) => [file, (await import(pathToFileURL(join(root, 'lib/schema', file)).href)) as Record<string, unknown>]))),
);

/** The contracts whose generated validator lib/ or scripts/ imports, read from the import lines. */
function importedValidators(): string[] {
  const names = new Set<string>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.generated.ts')) {
        const text = readFileSync(join(root, rel), 'utf8');
        for (const m of text.matchAll(/(?:from|import\()\s*'[./]*(?:lib\/)?schema\/([a-z-]+)-validator\.generated\.js'/g)) names.add(m[1]!);
      }
    }
  };
  walk('lib');
  walk('scripts');
  return [...names].sort();
}

const exportNameOf = (name: string) => `validate${name.split('-').map((w) => w[0]!.toUpperCase() + w.slice(1)).join('')}`;

/** Each contract's generated module (lib/schema/<name>-validator.generated.ts), loaded in beforeAll. */
const modules = new Map<string, Record<string, unknown>>();

function generatedValidator(name: string): SchemaProblemSource {
  const exportName = exportNameOf(name);
  const validate = modules.get(name)?.[exportName];
  if (typeof validate !== 'function') throw new Error(`no ${exportName} in ${name}-validator.generated.ts`);
  return validate as SchemaProblemSource;
}

/** The run commands' contracts report their first problem only: compared with ajv in that mode. */
const firstProblemAjv = new Ajv2020({ allErrors: false, strict: true });
const firstProblemReference = new Map<string, ReturnType<typeof firstProblemAjv.compile>>();
function firstProblemValidator(name: string) {
  let validate = firstProblemReference.get(name);
  if (validate === undefined) {
    validate = firstProblemAjv.compile(JSON.parse(readFileSync(join(root, 'skills/openforge/schemas', `${name}.schema.json`), 'utf8')));
    firstProblemReference.set(name, validate);
  }
  return validate;
}
/** An ajv error without its schemaPath (compared on what the user reads: where, which keyword, the message). */
const located = (errors: readonly object[] | null | undefined) =>
  (errors ?? []).map((e) => {
    const { schemaPath: _schemaPath, ...rest } = e as { schemaPath?: string };
    return rest;
  });

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
  for (const name of PRODUCTION_VALIDATORS) {
    modules.set(name, (await import(pathToFileURL(generatedFile(name)).href)) as Record<string, unknown>);
  }
  samples.plan = [
    await cliJson(['plan', example('rejected-gate.prd.md'), '--json'], configEnv),
    await cliJson(['plan', example('minimal.prd.md'), '--json']),
    await cliJson(['plan', example('large-migration.prd.md'), '--json'], configEnv),
  ];
  samples.validate = [
    await cliJson(['validate', example('rejected-gate.prd.md'), '--json']),
    await cliJson(['validate', example('large-migration.prd.md'), '--json']),
  ];
  samples['gate-check'] = [
    await cliJson(['gate', 'check', 'npm test', '--json']),
    await cliJson(['gate', 'check', 'npm run build && npm test', '--json']),
    await cliJson(['gate', 'check', 'npm run build && npm test', '--shell-gate', '--json']),
  ];
  samples.error = [await cliJson(['gate', 'check', '--json']), await cliJson(['plan', join(root, 'missing.prd.md'), '--json'])];
  samples['prd-model'] = ['rejected-gate.prd.md', 'minimal.prd.md', 'large-migration.prd.md'].map(
    (file) => JSON.parse(JSON.stringify(parsePrd(readFileSync(example(file), 'utf8')).prd)) as unknown,
  );
  samples['result-envelope'] = [envelope, { ...envelope, status: 'BLOCKED', findings: [], acceptance: [] }];
}, 120_000);

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

describe('lib/schema/<name>-validator.generated.ts (the validators production loads)', () => {
  it('is what build/gen-validators.mjs makes of each contract in SCHEMAS (no drift; run `node build/build.mjs`)', async () => {
    const { generateContractValidator, validatorFile } = await loadGen();
    for (const name of PRODUCTION_VALIDATORS) {
      expect(validatorFile(name)).toBe(`lib/schema/${name}-validator.generated.ts`);
      const fresh = await generateContractValidator(name, SCHEMAS[name], sharedNames);
      expect(readFileSync(generatedFile(name), 'utf8') === fresh, `${name}-validator.generated.ts is stale`).toBe(true);
      expect(await generateContractValidator(name, SCHEMAS[name], sharedNames)).toBe(fresh);
    }
  });

  it('holds one file per contract that production validates and no other (no validators.generated.ts)', () => {
    const files = readdirSync(join(root, 'lib/schema')).filter((f) => f.endsWith('-validator.generated.ts'));
    expect(files.sort()).toEqual(PRODUCTION_VALIDATORS.map((name) => `${name}-validator.generated.ts`).sort());
    expect(readdirSync(join(root, 'lib/schema'))).not.toContain('validators.generated.ts');
    for (const name of PRODUCTION_VALIDATORS) expect(Object.keys(SCHEMAS), name).toContain(name);
  });

  it('generates exactly the validators lib/ and scripts/ import (tests compile the others with ajv)', () => {
    expect(importedValidators()).toEqual(['complexity-baseline', 'run-event', 'run-state']);
    expect([...PRODUCTION_VALIDATORS].sort()).toEqual(importedValidators());
  });

  it('embeds the published schema document and interprets it: no generated code, nothing evaluated at runtime', () => {
    for (const name of PRODUCTION_VALIDATORS) {
      const text = readFileSync(generatedFile(name), 'utf8');
      expect(text.startsWith('// GENERATED FILE: do not edit. Regenerate with `node build/build.mjs`'), name).toBe(true);
      const embedded = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(text)?.[1];
      expect(embedded, name).toBeDefined();
      const published = JSON.parse(readFileSync(join(root, 'skills/openforge/schemas', `${name}.schema.json`), 'utf8')) as unknown;
      expect(JSON.parse(JSON.parse(embedded!) as string), name).toEqual(published);
      // Booleans, so that a failure does not print the whole file.
      expect(/\brequire\s*\(|\bimport\s*\(|\bnew\s+Function\b|\beval\s*\(|ajv\/dist|node_modules/.test(text), `${name}: loads or evaluates code`).toBe(false);
      expect(text.match(/^import\b.*$/gm)?.every((line) => / from '\.\/(interpreter|tagged-union|problems)\.js';$/.test(line)), name).toBe(true);
    }
  });

  it('the interpreter refuses a schema with a keyword it does not check (the build fails, not a run)', () => {
    expect(() => compileSchema({ type: 'object', properties: { a: { type: 'string', format: 'email' } } })).toThrow(/does not know the keyword "format"/);
    expect(() => compileSchema({ anyOf: [{ type: 'number', multipleOf: 2 }] })).toThrow(/multipleOf/);
    expect(() => compileSchema({ type: 'string', description: 'annotations are fine' })).not.toThrow();
  });

  it('has samples the published schemas accept for the original contracts', () => {
    for (const name of ['prd-model', 'plan', 'gate-check', 'validate', 'error', 'result-envelope']) {
      expect(samples[name]?.length ?? 0, name).toBeGreaterThan(0);
      for (const [i, sample] of (samples[name] ?? []).entries()) expect(schemaErrors(name, sample), `${name} sample ${i}`).toBe('');
    }
  });

  for (const name of [...PRODUCTION_VALIDATORS].sort()) {
    it(`${exportNameOf(name)} agrees with a fresh ajv compile of schemas/${name}.schema.json`, () => {
      const mine = generatedValidator(name);
      const reference = schemaValidator(name);
      const valid = samples[name] ?? [];
      const documents = [...valid, ...mutations(valid[0] ?? { schemaVersion: 1 })];
      let rejected = 0;
      for (const [i, document] of documents.entries()) {
        const expected = reference(document);
        expect(mine(document), `${name} document ${i}`).toBe(expected);
        if (name === 'run-event') {
          // Dispatches on `type` to one branch: the branch's first problem, not the union's list.
          expect((mine.errors ?? []).length > 0, `${name} document ${i}`).toBe(!expected);
        } else if (name === 'run-state' || name === 'complexity-baseline') {
          const first = firstProblemValidator(name);
          expect(first(document), `${name} document ${i}`).toBe(expected);
          expect(located(mine.errors), `${name} document ${i}`).toEqual(located(first.errors));
        } else {
          expect(mine.errors ?? null, `${name} document ${i}`).toEqual(reference.errors ?? null);
        }
        if (i < valid.length) expect(expected, `${name} sample ${i} is valid`).toBe(true);
        if (!expected) rejected++;
      }
      expect(rejected).toBeGreaterThan(3);
    });
  }
});

describe('schemaProblems', () => {
  // ajv compiled at test time from schemas/ (test/helpers/schemas.ts): the same error objects
  // the generated validators leave in `errors` (the agreement tests above).
  const validateResultEnvelope = schemaValidator('result-envelope');
  const validatePlan = schemaValidator('plan');
  const validateGateCheck = schemaValidator('gate-check');
  const validateError = schemaValidator('error');

  it('is empty for valid documents', () => {
    expect(schemaProblems(validateResultEnvelope, envelope)).toEqual([]);
    for (const plan of samples.plan!) expect(schemaProblems(validatePlan, plan)).toEqual([]);
    for (const report of samples['gate-check']!) expect(schemaProblems(validateGateCheck, report)).toEqual([]);
  });

  it('explains a broken gate-check report', () => {
    const report = { schemaVersion: 1, command: 'x', shellGate: false, verdict: 'maybe', argv: ['x'], program: 'x', diagnostics: [], extra: 1 };
    expect(schemaProblems(validateGateCheck, report)).toEqual([
      '(root): must NOT have additional properties (extra)',
      '/verdict: must be equal to one of the allowed values (ok, confirm, rejected)',
    ]);
  });

  it('explains a broken result envelope', () => {
    const { summary: _summary, ...rest } = envelope;
    const broken = { ...rest, status: 'FINISHED', findings: [{ severity: 'nit', description: 3 }] };
    expect(schemaProblems(validateResultEnvelope, broken)).toEqual([
      "(root): must have required property 'summary'",
      '/status: must be equal to one of the allowed values (DONE, BLOCKED, ERROR)',
      '/findings/0/severity: must be equal to one of the allowed values (blocking, required, suggestion)',
      '/findings/0/description: must be string',
    ]);
  });

  it('names the root and caps the list', () => {
    expect(schemaProblems(validateError, 'oops')).toEqual(['(root): must be object']);
    const manyProblems = { schemaVersion: '1', a: 1, b: 2, c: 3, d: 4 };
    expect(schemaProblems(validateError, manyProblems, 2)).toHaveLength(2);
    expect(schemaProblems(validateError, manyProblems).length).toBeGreaterThan(2);
  });
});
