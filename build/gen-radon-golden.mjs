// `npm run golden:radon`: regenerates test/fixtures/radon-parity/radon-golden.json, radon's
// cyclomatic complexity for every function of the pinned Python corpus beside it
// (test/fixtures/radon-parity/third_party/). The parity test (test/complexity/python-parity.test.ts)
// compares the tree-sitter meter with this file, so `npm test` needs no Python and no radon;
// only this script does: a Python that can `import radon` (OPENFORGE_RADON_PYTHON, else
// /usr/bin/python3, else python3 on PATH; Debian: `apt-get install radon`).
// Deterministic: the same corpus and the same radon give the same bytes.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const fixtureDir = join(root, 'test/fixtures/radon-parity');
const goldenFile = join(fixtureDir, 'radon-golden.json');

// Per file, radon's functions as [fullname, 1-based line, 1-based column, CC] (closures,
// methods and inner classes' methods included, one per (line, name)), or the error radon met.
const RADON_DUMP = String.raw`
import json, sys
from radon.complexity import cc_visit
from radon.visitors import Function, Class

def walk(block, out):
    if isinstance(block, Function):
        out.append([block.fullname, block.lineno, block.col_offset + 1, block.complexity])
        for c in block.closures:
            walk(c, out)
    elif isinstance(block, Class):
        for m in block.methods:
            walk(m, out)
        for c in block.inner_classes:
            walk(c, out)

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
            if (fn[1], fn[0]) not in seen:
                seen.add((fn[1], fn[0]))
                uniq.append(fn)
        result[path] = {"functions": uniq}
    except Exception as e:
        result[path] = {"error": type(e).__name__ + ": " + str(e)}
json.dump(result, sys.stdout)
`;

function radonPython() {
  const candidates = [process.env.OPENFORGE_RADON_PYTHON, '/usr/bin/python3', 'python3'].filter((c) => c !== undefined && c !== '');
  for (const candidate of candidates) {
    try {
      execFileSync(candidate, ['-c', 'from radon.complexity import cc_visit'], { stdio: 'ignore' });
      return candidate;
    } catch {
      // try the next
    }
  }
  return null;
}

function pythonFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.py'))
    .map((entry) => relative(fixtureDir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

const python = radonPython();
if (python === null) {
  process.stderr.write(
    'golden:radon: no Python with radon found (tried $OPENFORGE_RADON_PYTHON, /usr/bin/python3, python3). ' +
      'Install it (Debian: `apt-get install radon`; or `pip install radon`) or set OPENFORGE_RADON_PYTHON.\n',
  );
  process.exit(2);
}
const versions = JSON.parse(
  execFileSync(python, ['-c', 'import json, platform, radon; print(json.dumps([radon.__version__, platform.python_version()]))'], { encoding: 'utf8' }),
);
const files = pythonFiles(join(fixtureDir, 'third_party'));
const dump = JSON.parse(
  execFileSync(python, ['-c', RADON_DUMP, ...files], { cwd: fixtureDir, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 }),
);

// One file a block, one function a line: a regenerated golden diffs by function.
const blocks = files.map((file) => {
  const sha256 = createHash('sha256').update(readFileSync(join(fixtureDir, file))).digest('hex');
  const entry = dump[file];
  const head = `    ${JSON.stringify(file)}: {\n      "sha256": ${JSON.stringify(sha256)},\n`;
  if ('error' in entry) return `${head}      "error": ${JSON.stringify(entry.error)}\n    }`;
  const rows = entry.functions.map((fn) => `        ${JSON.stringify(fn)}`).join(',\n');
  return `${head}      "functions": [${rows === '' ? ']' : `\n${rows}\n      ]`}\n    }`;
});
const text = [
  '{',
  '  "generatedBy": "npm run golden:radon (build/gen-radon-golden.mjs)",',
  `  "radon": ${JSON.stringify(versions[0])},`,
  `  "python": ${JSON.stringify(versions[1])},`,
  '  "functionFields": ["name", "line", "column", "complexity"],',
  '  "files": {',
  blocks.join(',\n'),
  '  }',
  '}',
  '',
].join('\n');
JSON.parse(text);
writeFileSync(goldenFile, text);
const functions = files.reduce((n, file) => n + (dump[file].functions?.length ?? 0), 0);
process.stdout.write(`golden:radon: radon ${versions[0]} (Python ${versions[1]}, ${python}): ${files.length} files, ${functions} functions → ${relative(root, goldenFile)}\n`);
