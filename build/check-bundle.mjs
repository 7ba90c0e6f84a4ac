// Fails when the committed skill folder (its schemas and the generated tables of its reference
// pages included) or lib/schema/*.generated.ts (the validators production loads, and the
// run-state contract id; a stale validator of another contract fails) or the index of the test
// runner records and their tables (lib/gate/runners/*.generated.ts) or the indexes of the reason
// and warning records (lib/reasons/, lib/warnings/; their plain data is lib/schema/reasons.generated.ts)
// differ from a fresh build.
// Usage: node build/check-bundle.mjs   (exit 0 same, 1 differs, 3 build failed)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RUNNER_INDEX, RUNNER_TABLES } from './gen-runner-index.mjs';
import { REASON_INDEX, WARNING_INDEX } from './gen-reason-index.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function listFiles(dir, prefix = '') {
  if (!existsSync(dir)) return [];
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...listFiles(join(dir, entry.name), rel));
    else files.push(rel);
  }
  return files.sort();
}

export function compareTrees(expectedDir, actualDir) {
  const expected = new Set(listFiles(expectedDir));
  const actual = new Set(listFiles(actualDir));
  const differences = [];
  for (const file of expected) {
    if (!actual.has(file)) differences.push(`missing from the committed copy: ${file}`);
    else if (!readFileSync(join(expectedDir, file)).equals(readFileSync(join(actualDir, file)))) {
      differences.push(`differs from a fresh build: ${file}`);
    }
  }
  for (const file of actual) if (!expected.has(file)) differences.push(`not produced by the build: ${file}`);
  return differences;
}

/** One generated file, byte for byte. */
export function compareFile(expectedFile, actualFile) {
  if (!existsSync(expectedFile)) return ['not produced by the build'];
  if (!existsSync(actualFile)) return ['missing from the committed copy'];
  return readFileSync(expectedFile).equals(readFileSync(actualFile)) ? [] : ['differs from a fresh build'];
}

/** The generated sources in `dir`/lib/schema, by name. */
const GENERATED = 'lib/schema';
const generatedFiles = (dir) =>
  existsSync(join(dir, GENERATED)) ? readdirSync(join(dir, GENERATED)).filter((f) => f.endsWith('.generated.ts')) : [];

const tmp = mkdtempSync(join(tmpdir(), 'openforge-parity-'));
try {
  try {
    execFileSync(process.execPath, [join(root, 'build/build.mjs'), '--out', tmp], { stdio: ['ignore', 'ignore', 'inherit'] });
  } catch {
    process.stderr.write('check-bundle: the build failed\n');
    process.exit(3);
  }
  const differences = [
    ...compareTrees(join(tmp, 'skills/openforge'), join(root, 'skills/openforge')).map((d) => `skills/openforge: ${d}`),
    ...[...new Set([...generatedFiles(tmp), ...generatedFiles(root)])]
      .sort()
      .flatMap((f) => compareFile(join(tmp, GENERATED, f), join(root, GENERATED, f)).map((d) => `${GENERATED}/${f}: ${d}`)),
    ...[RUNNER_INDEX, RUNNER_TABLES, REASON_INDEX, WARNING_INDEX].flatMap((f) => compareFile(join(tmp, f), join(root, f)).map((d) => `${f}: ${d}`)),
  ];
  if (differences.length > 0) {
    process.stderr.write(`${differences.join('\n')}\nThe committed build is stale: run \`npm run build\` and commit the result.\n`);
    process.exit(1);
  }
  process.stdout.write(`check-bundle: skills/openforge (its schemas and generated reference tables too) and ${GENERATED}/*.generated.ts (${generatedFiles(root).length} files) and lib/gate/runners/*.generated.ts and the reason and warning indexes match a fresh build\n`);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
