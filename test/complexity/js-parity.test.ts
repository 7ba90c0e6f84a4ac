// Parity of the JS/TS complexity meter with ESLint's `complexity` rule on a real corpus
// (issue 4: "JS/TS/JSX/TSX must match ESLint's `complexity` rule exactly"; target 100%).
// ESLint runs with `complexity: ['error', 0]`, so every function reports its complexity; functions
// are matched by (file, line, column, name). The figures are printed; bench/complexity-parity.md
// records them from a run. Set JS_PARITY_THROUGHPUT=1 to also print the meter's MB/s.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { jsLanguageOf, measureJs } from '../../lib/complexity/js/index.js';

const ROOT = join(import.meta.dirname, '..', '..');

/**
 * Corpus roots (relative to the repo), walked in sorted order; every JS/TS file found is used,
 * except minified, declaration (.d.ts), generated (*.generated.ts) and > 300 KB files. ESLint's
 * rules are taken for names a–m only, to keep the run time reasonable.
 */
export const CORPUS_ROOTS = [
  'node_modules/eslint/lib/linter',
  'node_modules/eslint/lib/rules/[a-m]',
  'node_modules/eslint/lib/languages',
  'node_modules/ajv/dist/compile',
  'node_modules/ajv/dist/vocabularies',
  'node_modules/ajv/lib',
  'node_modules/yaml/dist',
  'node_modules/micromark-core-commonmark/lib',
  'node_modules/micromark/lib',
  'node_modules/micromark-extension-gfm-table/lib',
  'node_modules/micromark-extension-gfm-autolink-literal/lib',
  'node_modules/shell-quote',
  'node_modules/picomatch/lib',
  'node_modules/web-tree-sitter/src',
  'lib',
  'scripts',
  'test/fixtures/complexity/js',
];

const MAX_FILE_BYTES = 300_000;

function isMinified(text: string): boolean {
  const lines = text.split('\n');
  return text.length > 2000 && text.length / lines.length > 250;
}

function walk(dir: string, out: string[]): void {
  let entries: string[];
  try {
    entries = readdirSync(dir).sort();
  } catch {
    return;
  }
  for (const name of entries) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(dir, name);
    const stat = statSync(path);
    if (stat.isDirectory()) walk(path, out);
    else if (stat.isFile() && jsLanguageOf(name) !== null && !/\.min\.[cm]?js$/.test(name) && !/\.d\.[cm]?ts$/.test(name) && !/\.generated\./.test(name)) {
      if (stat.size <= MAX_FILE_BYTES) out.push(path);
    }
  }
}

export function corpusFiles(): string[] {
  const files: string[] = [];
  for (const root of CORPUS_ROOTS) {
    const filter = /^(.*)\/\[(.)-(.)\]$/.exec(root);
    if (!filter) {
      walk(join(ROOT, root), files);
      continue;
    }
    const [, dir, from, to] = filter as unknown as [string, string, string, string];
    const all: string[] = [];
    walk(join(ROOT, dir), all);
    for (const f of all) {
      const first = relative(join(ROOT, dir), f)[0] ?? '';
      if (first >= from && first <= to) files.push(f);
    }
  }
  return files.map((f) => relative(ROOT, f).split('\\').join('/'));
}

interface Reported {
  name: string;
  line: number;
  column: number;
  complexity: number;
}

const MESSAGE = /^(.*) has a complexity of (\d+)\. Maximum allowed is 0\.$/;

function eslintConfig(file: string, text: string): Linter.Config[] {
  const language = jsLanguageOf(file);
  const ext = file.slice(file.lastIndexOf('.'));
  let sourceType: 'module' | 'commonjs' | 'script' = 'module';
  if (ext === '.cjs' || ext === '.cts') sourceType = 'commonjs';
  else if ((ext === '.js' || ext === '.ts') && !/^\s*(import|export)\b/m.test(text)) sourceType = 'commonjs';
  const languageOptions: Linter.Config['languageOptions'] =
    language === 'typescript'
      ? { parser: tseslint.parser as Linter.Parser, sourceType, parserOptions: { ecmaFeatures: { jsx: ext === '.tsx' } } }
      : { ecmaVersion: 'latest', sourceType, parserOptions: { ecmaFeatures: { jsx: true } } };
  return [{ files: ['**/*.{js,mjs,cjs,jsx,ts,mts,cts,tsx}'], languageOptions,
    linterOptions: { noInlineConfig: true, reportUnusedDisableDirectives: 'off' },
    rules: { complexity: ['error', 0] },
  }];
}

function eslintReport(linter: Linter, file: string, text: string): Reported[] | string {
  const messages = linter.verify(text, eslintConfig(file, text), {
    // flat config ignores node_modules/ by default: lint under a neutral name
    filename: file.split('node_modules/').join('nm/'),
  });
  const fatal = messages.find((m) => m.fatal);
  if (fatal) return `${fatal.line}:${fatal.column} ${fatal.message}`;
  const out: Reported[] = [];
  for (const m of messages) {
    if (m.message.startsWith('No matching configuration')) throw new Error(`ESLint did not lint ${file}: ${m.message}`);
    if (m.ruleId !== 'complexity') continue; // e.g. warnings about inline directives (noInlineConfig)
    const match = MESSAGE.exec(m.message);
    if (!match) throw new Error(`unexpected complexity message in ${file}: ${m.message}`);
    out.push({ name: match[1]!, line: m.line, column: m.column, complexity: Number(match[2]) });
  }
  return out;
}

export interface ParityFigures {
  files: number;
  eslintSkipped: string[];
  oursSkipped: string[];
  bytes: number;
  functions: number;
  agreements: number;
  mismatches: string[];
}

export function runParity(files: string[]): ParityFigures {
  const linter = new Linter({ configType: 'flat' });
  const figures: ParityFigures = {
    files: 0, eslintSkipped: [], oursSkipped: [], bytes: 0, functions: 0, agreements: 0, mismatches: [],
  };
  for (const file of files) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    if (isMinified(text)) continue;
    const expected = eslintReport(linter, file, text);
    if (typeof expected === 'string') {
      figures.eslintSkipped.push(`${file}: ${expected}`);
      continue;
    }
    const measured = measureJs(text, file);
    figures.files++;
    figures.bytes += Buffer.byteLength(text);
    if (!measured.ok) {
      figures.oursSkipped.push(`${file}: ${measured.skipped.detail}`);
      figures.functions += expected.length;
      figures.mismatches.push(`${file}: ESLint parsed it, we skipped it (${measured.skipped.detail})`);
      continue;
    }
    const ours = new Map<string, Reported[]>();
    for (const fn of measured.file.functions) {
      const key = `${fn.line}:${fn.column}:${fn.name}`;
      ours.set(key, [...(ours.get(key) ?? []), fn]);
    }
    for (const e of expected) {
      figures.functions++;
      const key = `${e.line}:${e.column}:${e.name}`;
      const candidates = ours.get(key);
      const ourFn = candidates?.shift();
      if (ourFn && ourFn.complexity === e.complexity) figures.agreements++;
      else if (ourFn) figures.mismatches.push(`${file}:${e.line}:${e.column} ${e.name} eslint=${e.complexity} ours=${ourFn.complexity}`);
      else figures.mismatches.push(`${file}:${e.line}:${e.column} ${e.name} eslint=${e.complexity} ours=missing`);
    }
    for (const [key, rest] of ours) {
      for (const fn of rest) figures.mismatches.push(`${file}:${key} eslint=missing ours=${fn.complexity}`);
    }
  }
  return figures;
}

describe('JS/TS complexity parity with ESLint', () => {
  it('agrees with ESLint complexity on every function of the corpus', { timeout: 120_000 }, () => {
    const files = corpusFiles();
    const started = performance.now();
    const figures = runParity(files);
    const seconds = (performance.now() - started) / 1000;
    const pct = figures.functions === 0 ? 0 : (100 * figures.agreements) / figures.functions;
    console.log(
      `js-parity: ${figures.files} files (${(figures.bytes / 1e6).toFixed(2)} MB), ${figures.functions} functions, ` +
        `${figures.agreements} agree (${pct.toFixed(3)}%), ${figures.mismatches.length} mismatches, ` +
        `${figures.eslintSkipped.length} files ESLint could not parse, ${seconds.toFixed(1)} s`,
    );
    for (const s of figures.eslintSkipped) console.log(`  eslint-skipped ${s}`);
    for (const m of figures.mismatches) console.log(`  mismatch ${m}`);

    if (process.env.JS_PARITY_THROUGHPUT) {
      const texts = files.map((f) => [f, readFileSync(join(ROOT, f), 'utf8')] as const);
      const bytes = texts.reduce((n, [, t]) => n + Buffer.byteLength(t), 0);
      for (const [f, t] of texts) measureJs(t, f); // warm-up
      const t0 = performance.now();
      const rounds = 3;
      for (let i = 0; i < rounds; i++) for (const [f, t] of texts) measureJs(t, f);
      const s = (performance.now() - t0) / 1000;
      console.log(`js-throughput: ${((bytes * rounds) / 1e6 / s).toFixed(2)} MB/s over ${(bytes / 1e6).toFixed(2)} MB x${rounds}`);
    }

    expect(figures.functions).toBeGreaterThanOrEqual(5000);
    expect(figures.mismatches).toEqual([]);
    expect(figures.agreements).toBe(figures.functions);
  });
});
