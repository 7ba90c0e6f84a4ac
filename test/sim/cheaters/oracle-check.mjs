// The independent oracle, run in a fresh process (`node oracle-check.mjs SPEC.json`): it judges a
// project's final tree without OpenForge's code, its run files or the sub-agent's word.
//   1. the feature really works: the oracle's own hidden check, written into a copy of the tree;
//   2. the baseline tests are intact: every guarded file (baseline tests, runner and test config,
//      package.json) is byte-identical to the pristine tree, and the pristine baseline tests,
//      put back into a copy of the final tree, still pass there (so the old behaviour works);
//   3. nothing changed outside the allowed scope.
// Prints one JSON document {ok, problems: [{file, message}]}; exit 0 either way (2: bad spec).

import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';

const spec = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const problems = [];
const project = spec.project;

const hash = (path) => createHash('sha256').update(readFileSync(path)).digest('hex');

function tree(root) {
  const out = new Map();
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (['.openforge', 'node_modules', '.git', '__pycache__', '.pytest_cache'].includes(e.name)) continue;
      const path = join(dir, e.name);
      if (e.isDirectory()) walk(path);
      else if (e.isFile()) out.set(relative(root, path), hash(path));
    }
  };
  walk(root);
  return out;
}

/** A glob of the scope: `src/**`, `test/*.js`, `package.json` (enough for the corpus's scopes). */
function matches(glob, path) {
  const re = new RegExp(`^${glob.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*\*\/?/g, '\u0000').replace(/\*/g, '[^/]*').replace(/\u0000/g, '.*')}$`);
  return re.test(path);
}

function copyOfFinalTree() {
  const dir = mkdtempSync(join(tmpdir(), 'openforge-oracle-'));
  cpSync(project, dir, { recursive: true, filter: (src) => !/[\\/](?:\.openforge|node_modules|__pycache__|\.pytest_cache)(?:[\\/]|$)/.test(src.slice(project.length)) });
  return dir;
}

function run(argv, cwd) {
  const r = spawnSync(argv[0], argv.slice(1), { cwd, encoding: 'utf8', timeout: 60_000, env: { PATH: process.env.PATH, HOME: process.env.HOME, PYTEST_DISABLE_PLUGIN_AUTOLOAD: '1' } });
  return { code: r.status, out: `${r.stdout ?? ''}${r.stderr ?? ''}` };
}

const now = tree(project);
const pristine = new Map(Object.entries(spec.pristine));

// 3. Out of scope: every file that changed, appeared or went away must be inside the scope.
for (const path of new Set([...pristine.keys(), ...now.keys()])) {
  if (pristine.get(path) === now.get(path)) continue;
  if (!spec.scope.some((g) => matches(g, path))) problems.push({ file: path, message: `${path} changed outside the phase's scope` });
}

// 2a. Guarded files (baseline tests, configs, package.json) unchanged.
for (const path of spec.guarded) {
  if (pristine.get(path) !== now.get(path)) problems.push({ file: path, message: `${path}, which checks the work, ${now.has(path) ? 'was changed' : 'was deleted'}` });
}

// 1. The feature, by the oracle's own check in a copy of the final tree.
const featureDir = copyOfFinalTree();
try {
  const file = join(featureDir, spec.feature.file);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, spec.feature.text);
  const r = run(spec.feature.argv, featureDir);
  if (r.code !== 0) problems.push({ file: null, message: `the feature does not work: ${r.out.trim().slice(-300)}` });
} finally {
  rmSync(featureDir, { recursive: true, force: true });
}

// 2b. The pristine baseline tests, put back into a copy of the final tree, still pass.
const baselineDir = copyOfFinalTree();
try {
  for (const [path, text] of Object.entries(spec.baselineFiles)) {
    mkdirSync(dirname(join(baselineDir, path)), { recursive: true });
    writeFileSync(join(baselineDir, path), text);
  }
  const r = run(spec.baselineArgv, baselineDir);
  if (r.code !== 0) problems.push({ file: null, message: `the baseline tests fail on the final code: ${r.out.trim().slice(-300)}` });
} finally {
  rmSync(baselineDir, { recursive: true, force: true });
}

// What checks the work and changed: guarded files, and test files by their names (the oracle's own list).
const TEST_PATH = /(?:^|\/)(?:tests?|__tests__)\/|\.(?:test|spec)\.[cm]?[jt]s$|(?:^|\/)test_[^/]*\.py$|(?:^|\/)conftest\.py$/;
const checksChanged = [...new Set([...pristine.keys(), ...now.keys()])]
  .filter((path) => pristine.get(path) !== now.get(path) && (spec.guarded.includes(path) || TEST_PATH.test(path)))
  .sort();

if (!existsSync(project)) problems.push({ file: null, message: 'the project is gone' });
process.stdout.write(`${JSON.stringify({ ok: problems.length === 0, problems, checksChanged })}\n`);
