// Packs the skill folder the way ClawHub publishes it: the files the `clawhub` package's own
// publisher would upload (its listTextFiles: text extensions only, TEXT_FILE_EXTENSIONS, and its
// ignore rules), written out as an install from ClawHub extracts them (plain files, no modes).
// Offline: the package's file filter is all it uses. The test test/build/clawhub-pack.test.ts and
// `npm run test:openclaw:clawhub` (the real-OpenClaw suite against the packed copy) run on it.
// Usage: node build/pack-clawhub.mjs [--out DIR] [--from SKILL_DIR]   (writes DIR/openforge; prints it)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The files ClawHub's publisher keeps of `skillDir`: [{ relPath, bytes }]. */
export async function clawhubFiles(skillDir) {
  const { listTextFiles } = await import('clawhub/dist/skills.js');
  return (await listTextFiles(skillDir)).sort((a, b) => a.relPath.localeCompare(b.relPath));
}

/** Writes the packed copy of `skillDir` to `outDir`/openforge (emptied first); returns its path and the files kept. */
export async function packForClawhub(skillDir, outDir) {
  const dest = join(outDir, 'openforge');
  rmSync(dest, { recursive: true, force: true });
  const files = await clawhubFiles(skillDir);
  for (const file of files) {
    const target = join(dest, file.relPath);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, file.bytes);
  }
  return { dir: dest, files: files.map((f) => f.relPath) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const arg = (name) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const out = resolve(arg('--out') ?? mkdtempSync(join(tmpdir(), 'openforge-clawhub-')));
  const { dir, files } = await packForClawhub(resolve(arg('--from') ?? join(root, 'skills/openforge')), out);
  process.stdout.write(`${dir} (${files.length} files)\n`);
}
