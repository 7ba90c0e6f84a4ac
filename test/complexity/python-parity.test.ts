// Python parity against radon: per-function CC from the tree-sitter meter must agree with
// radon's on at least 99% of the functions of a real corpus, matched by (file, line, name).
// The corpus is pinned in the repository (test/fixtures/radon-parity/third_party/: modules of
// CPython 3.11.2's standard library and radon 5.1.0's own sources) and radon's answers for it
// are the committed golden file radon-golden.json, so this test needs no Python and no radon.
// `npm run golden:radon` (build/gen-radon-golden.mjs) regenerates the golden where radon is
// installed; a corpus file whose bytes differ from the golden's hash fails here until it is run.
// radon 5.x does not count `match` statements, while the meter follows radon >= 6 (one path
// per case, less one for `case _:`); those functions are listed, and are the expected mismatches.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { measureWithTreeSitter } from '../../lib/io/tree-sitter.js';
import type { TreeSitterLocation } from '../../lib/io/tree-sitter.js';

const LOCATION: TreeSitterLocation = {
  grammarsDir: 'node_modules/tree-sitter-wasms/out',
  runtimeWasm: 'node_modules/web-tree-sitter/tree-sitter.wasm',
};
const TARGET = 0.99;
const FIXTURE_DIR = resolve(import.meta.dirname, '../fixtures/radon-parity');

/** The functions with a `match` statement, which radon 5 counts as straight code. */
const RADON5_MATCH_FUNCTIONS = [
  'third_party/cpython-3.11.2/dataclasses.py:1128 _get_slots',
  'third_party/cpython-3.11.2/traceback.py:577 _extract_caret_anchors_from_line_segment',
];

type GoldenFunction = [name: string, line: number, column: number, complexity: number];
interface GoldenFile {
  sha256: string;
  functions?: GoldenFunction[];
  error?: string;
}
interface Golden {
  radon: string;
  python: string;
  files: Record<string, GoldenFile>;
}

const golden = JSON.parse(readFileSync(join(FIXTURE_DIR, 'radon-golden.json'), 'utf8')) as Golden;

function corpusFiles(): string[] {
  return readdirSync(join(FIXTURE_DIR, 'third_party'), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.py'))
    .map((entry) => relative(FIXTURE_DIR, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

describe('Python complexity parity with radon (committed golden)', () => {
  it('the golden covers exactly the corpus, byte for byte (else: npm run golden:radon)', () => {
    const files = corpusFiles();
    expect(Object.keys(golden.files).sort()).toEqual(files);
    const stale = files.filter((file) => createHash('sha256').update(readFileSync(join(FIXTURE_DIR, file))).digest('hex') !== golden.files[file]?.sha256);
    expect(stale, 'corpus files changed since the golden was written: run `npm run golden:radon` where radon is installed').toEqual([]);
    expect(golden.radon).toMatch(/^\d+\.\d+/);
  });

  it('agrees with radon on at least 99% of the functions of the corpus', async () => {
    const files = corpusFiles();
    expect(files.length).toBeGreaterThan(40);
    let compared = 0;
    let agreed = 0;
    let bytes = 0;
    let elapsed = 0;
    let skippedFiles = 0;
    const mismatches: string[] = [];
    const missing: string[] = [];
    const extra: string[] = [];
    for (const file of files) {
      const expected = golden.files[file];
      if (expected?.functions === undefined) {
        skippedFiles++;
        continue;
      }
      const source = readFileSync(join(FIXTURE_DIR, file));
      bytes += source.byteLength;
      const start = performance.now();
      const measured = await measureWithTreeSitter(source, file, 'python', { location: LOCATION });
      elapsed += performance.now() - start;
      if (!measured.ok) {
        mismatches.push(`${file}: skipped by the meter (${measured.skipped.reason}: ${measured.skipped.detail}) but parsed by radon`);
        compared += expected.functions.length;
        continue;
      }
      const ours = new Map(measured.file.functions.map((fn) => [`${fn.line} ${fn.name}`, fn]));
      for (const [name, line, , complexity] of expected.functions) {
        compared++;
        const key = `${line} ${name}`;
        const mine = ours.get(key);
        ours.delete(key);
        if (mine === undefined) missing.push(`${file}:${line} ${name} (radon CC ${complexity})`);
        else if (mine.complexity !== complexity) mismatches.push(`${file}:${line} ${name}: radon ${complexity}, meter ${mine.complexity}`);
        else agreed++;
      }
      for (const fn of ours.values()) extra.push(`${file}:${fn.line} ${fn.name} (meter CC ${fn.complexity})`);
    }
    const agreement = agreed / compared;
    const report = [
      `radon ${golden.radon} parity (golden): ${files.length} files (${skippedFiles} radon could not parse), ${compared} radon functions, ` +
        `${agreed} agree (${(agreement * 100).toFixed(2)}%), ${mismatches.length} differ, ${missing.length} missing`,
      `functions the meter reports that radon does not (methods of classes inside functions, which radon drops): ${extra.length}`,
      `meter speed: ${(bytes / 1e6).toFixed(2)} MB in ${elapsed.toFixed(0)} ms = ${(bytes / 1e6 / (elapsed / 1000)).toFixed(2)} MB/s (parse + walk)`,
      ...mismatches.map((line) => `  differs: ${line}`),
      ...missing.map((line) => `  missing: ${line}`),
      ...extra.slice(0, 20).map((line) => `  extra: ${line}`),
    ].join('\n');
    console.log(report);
    expect(compared).toBeGreaterThan(3000);
    expect(agreement, report).toBeGreaterThanOrEqual(TARGET);
    // With radon 5 the only disagreements are the `match` functions, by their hand-checked names.
    if (golden.radon.startsWith('5.')) {
      expect(mismatches.map((line) => line.replace(/: radon \d+, meter \d+$/, ''))).toEqual(RADON5_MATCH_FUNCTIONS);
    }
  }, 180_000);
});
