// Python parity against radon (Debian package `radon`, test-only): per-function CC from the
// tree-sitter meter must agree with radon's on at least 99% of the functions of a real corpus,
// matched by (file, line, name). Corpus: the top-level modules of the Python standard library
// that radon's interpreter runs on (/usr/lib/python3.N/*.py) and radon's own sources.
// radon 5.x does not count `match` statements, while the meter follows radon >= 6 (one path
// per case, less one for `case _:`); those functions are listed, and are the expected mismatches.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { measureWithTreeSitter } from '../../lib/io/tree-sitter.js';
import type { TreeSitterLocation } from '../../lib/io/tree-sitter.js';

const LOCATION: TreeSitterLocation = {
  grammarsDir: 'node_modules/tree-sitter-wasms/out',
  runtimeWasm: 'node_modules/web-tree-sitter/tree-sitter.wasm',
};
const TARGET = 0.99;

// Prints, per file, radon's functions (fullname, 1-based line and column, CC), closures,
// methods and inner classes' methods included; or the error radon met.
const RADON_DUMP = String.raw`
import json, sys
from radon.complexity import cc_visit
from radon.visitors import Function, Class

def walk(block, out):
    if isinstance(block, Function):
        out.append({"name": block.fullname, "line": block.lineno, "column": block.col_offset + 1, "complexity": block.complexity})
        for c in block.closures:
            walk(c, out)
    elif isinstance(block, Class):
        for m in block.methods:
            walk(m, out)
        for c in block.inner_classes:
            walk(c, out)

if sys.argv[1] == "--stdlib":
    import sysconfig
    print(sysconfig.get_paths()["stdlib"])
    sys.exit(0)
result = {}
for path in sys.argv[1:]:
    try:
        with open(path, encoding="utf-8") as f:
            code = f.read()
        out = []
        for block in cc_visit(code):
            walk(block, out)
        seen = set()
        uniq = []
        for fn in out:
            key = (fn["line"], fn["name"])
            if key not in seen:
                seen.add(key)
                uniq.append(fn)
        result[path] = {"functions": uniq}
    except Exception as e:
        result[path] = {"error": type(e).__name__ + ": " + str(e)}
json.dump(result, sys.stdout)
`;

interface RadonFunction {
  name: string;
  line: number;
  column: number;
  complexity: number;
}
type RadonFile = { functions: RadonFunction[] } | { error: string };

/** A Python with radon importable: Debian's first (python3 on PATH may be another one). */
function radonPython(): string | null {
  for (const candidate of ['/usr/bin/python3', 'python3']) {
    try {
      execFileSync(candidate, ['-c', 'import radon'], { stdio: 'ignore' });
      return candidate;
    } catch {
      // try the next
    }
  }
  return null;
}

function pythonFiles(dir: string, recursive: boolean): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    const stat = statSync(path);
    if (stat.isDirectory()) {
      if (recursive && name !== '__pycache__' && name !== 'tests') out.push(...pythonFiles(path, true));
    } else if (name.endsWith('.py')) {
      out.push(path);
    }
  }
  return out;
}

describe('Python complexity parity with radon', () => {
  it('agrees with radon on at least 99% of the functions of the corpus', async () => {
    const python = radonPython();
    if (python === null) {
      throw new Error(
        'radon is not installed: `apt-get install -y radon` (Debian package; python3 -c "import radon" must work for /usr/bin/python3)',
      );
    }
    const stdlib = execFileSync(python, ['-c', RADON_DUMP, '--stdlib'], { encoding: 'utf8' }).trim();
    const radonDir = execFileSync(python, ['-c', 'import os, radon; print(os.path.dirname(radon.__file__))'], { encoding: 'utf8' }).trim();
    const files = [...pythonFiles(stdlib, false), ...pythonFiles(radonDir, true)];
    expect(files.length).toBeGreaterThan(100);
    const radon = JSON.parse(
      execFileSync(python, ['-c', RADON_DUMP, ...files], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 }),
    ) as Record<string, RadonFile>;

    let compared = 0;
    let agreed = 0;
    let bytes = 0;
    let elapsed = 0;
    let skippedFiles = 0;
    const mismatches: string[] = [];
    const missing: string[] = [];
    const extra: string[] = [];
    for (const file of files) {
      const expected = radon[file];
      if (expected === undefined || 'error' in expected) {
        skippedFiles++;
        continue;
      }
      const source = readFileSync(file);
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
      for (const fn of expected.functions) {
        compared++;
        const key = `${fn.line} ${fn.name}`;
        const mine = ours.get(key);
        ours.delete(key);
        if (mine === undefined) missing.push(`${file}:${fn.line} ${fn.name} (radon CC ${fn.complexity})`);
        else if (mine.complexity !== fn.complexity) mismatches.push(`${file}:${fn.line} ${fn.name}: radon ${fn.complexity}, meter ${mine.complexity}`);
        else agreed++;
      }
      for (const fn of ours.values()) extra.push(`${file}:${fn.line} ${fn.name} (meter CC ${fn.complexity})`);
    }
    const agreement = agreed / compared;
    const report = [
      `radon parity: ${files.length} files (${skippedFiles} radon could not parse), ${compared} radon functions, ` +
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
  }, 180_000);
});
