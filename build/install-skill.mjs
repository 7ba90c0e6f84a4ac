#!/usr/bin/env node
// Install the built skill folder into an OpenClaw workspace: copies skills/openforge to
// DIR (default ~/.openclaw/workspace/skills/openforge, where OpenClaw's own skills have the
// highest precedence). An identical install is a no-op; a different one is replaced only
// with --force. Plain Node, no dependencies.
// Usage: node build/install-skill.mjs [--dest DIR] [--force]
import { copyFileSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const SKILL = 'openforge';
const source = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'skills', SKILL);
const USAGE = `Usage: npm run install-skill [-- --dest DIR] [--force]

Copy the skill folder skills/${SKILL} to DIR (default ~/.openclaw/workspace/skills/${SKILL}).
An identical install is left as it is. A different one is replaced only with --force.

Options:
  --dest DIR   where the skill folder goes (the folder itself, named ${SKILL})
  --force      replace an existing install whose files differ
  --help       show this help

Exit codes: 0 installed or already identical, 1 refused (a different install exists),
2 usage or input error.
`;

const out = (text) => process.stdout.write(`${text}\n`);
const fail = (code, text) => {
  process.stderr.write(`install-skill: ${text}\n`);
  process.exit(code);
};

function parseArgs(argv) {
  const options = { dest: null, force: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') {
      process.stdout.write(USAGE);
      process.exit(0);
    } else if (arg === '--force') options.force = true;
    else if (arg === '--dest' || arg.startsWith('--dest=')) {
      const value = arg === '--dest' ? argv[++i] : arg.slice('--dest='.length);
      if (value === undefined || value === '' || value.startsWith('--')) fail(2, `--dest needs a directory.\n${USAGE}`);
      options.dest = value;
    } else fail(2, `unknown argument \`${arg}\`.\n${USAGE}`);
  }
  return options;
}

/** Every regular file under `dir`, as sorted relative paths (symlinks and other entries are skipped). */
function listFiles(dir, prefix = '') {
  const files = [];
  for (const entry of readdirSync(join(dir, prefix), { withFileTypes: true })) {
    const path = prefix === '' ? entry.name : join(prefix, entry.name);
    if (entry.isDirectory()) files.push(...listFiles(dir, path));
    else if (entry.isFile()) files.push(path);
  }
  return files.sort();
}

/** How `dest` differs from `files` of `source`: changed, missing and extra paths. */
function compare(files, dest) {
  const present = listFiles(dest);
  const have = new Set(present);
  const want = new Set(files);
  return {
    changed: files.filter((f) => have.has(f) && !readFileSync(join(source, f)).equals(readFileSync(join(dest, f)))),
    missing: files.filter((f) => !have.has(f)),
    extra: present.filter((f) => !want.has(f)),
  };
}

function describeDiff(diff) {
  const parts = [];
  for (const [label, list] of [['changed', diff.changed], ['missing', diff.missing], ['extra', diff.extra]]) {
    if (list.length === 0) continue;
    const shown = list.slice(0, 5).join(', ');
    parts.push(`${list.length} ${label} (${shown}${list.length > 5 ? ', …' : ''})`);
  }
  return parts.join('; ');
}

/** "SKILL.md, references/ (5 files), …": what the folder holds, in one line. */
function summarize(files) {
  const top = new Map();
  for (const file of files) {
    const [head, ...rest] = file.split(sep);
    const key = rest.length === 0 ? head : `${head}/`;
    top.set(key, (top.get(key) ?? 0) + 1);
  }
  return [...top].map(([name, n]) => (name.endsWith('/') ? `${name} (${n} file${n === 1 ? '' : 's'})` : name)).join(', ');
}

function copyInto(files, target) {
  for (const file of files) {
    mkdirSync(dirname(join(target, file)), { recursive: true });
    copyFileSync(join(source, file), join(target, file));
  }
}

const options = parseArgs(process.argv.slice(2));
if (!existsSync(join(source, 'SKILL.md'))) fail(2, `${source} holds no SKILL.md: run it from an OpenForge checkout (\`npm run build\` creates the folder).`);
const dest = resolve(options.dest ?? join(homedir(), '.openclaw', 'workspace', 'skills', SKILL));
if (dest === source) fail(2, `--dest is the skill folder itself (${source}).`);
if (dest.startsWith(source + sep)) fail(2, `--dest ${dest} is inside the skill folder ${source}.`);
if (basename(dest) !== SKILL) {
  process.stderr.write(`install-skill: warning: OpenClaw expects the folder to be named after the skill (${SKILL}), not ${basename(dest)}.\n`);
}

const files = listFiles(source);
let previous = null;
if (lstatSync(dest, { throwIfNoEntry: false }) !== undefined) {
  if (statSync(dest, { throwIfNoEntry: false })?.isDirectory() !== true) fail(1, `${dest} exists and is not a folder; not touching it.`);
  const diff = compare(files, dest);
  if (diff.changed.length + diff.missing.length + diff.extra.length === 0) {
    out(`install-skill: ${dest} already holds this ${SKILL} skill (${files.length} files, identical); nothing copied.`);
    process.exit(0);
  }
  if (!options.force) {
    fail(1, `${dest} holds a different install: ${describeDiff(diff)}. Not overwriting it; rerun with --force to replace it.`);
  }
  if (!existsSync(join(dest, 'SKILL.md'))) {
    fail(1, `${dest} is not a skill folder (no SKILL.md); not replacing it, even with --force. Choose another --dest.`);
  }
  previous = describeDiff(diff);
}

// Copy into a sibling staging folder, then swap it in, so a failed copy never leaves half an install.
const staging = join(dirname(dest), `.${basename(dest)}.install-${process.pid}`);
const old = join(dirname(dest), `.${basename(dest)}.old-${process.pid}`);
try {
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  copyInto(files, staging);
  if (previous !== null) renameSync(dest, old);
  renameSync(staging, dest);
  rmSync(old, { recursive: true, force: true });
} catch (err) {
  rmSync(staging, { recursive: true, force: true });
  if (previous !== null && !existsSync(dest) && existsSync(old)) renameSync(old, dest);
  fail(2, `could not install into ${dest}: ${err.message}`);
}

out(`install-skill: ${previous !== null ? 'replaced' : 'installed'} ${dest}: copied ${files.length} files (${summarize(files)}) from ${source}.`);
if (previous !== null) out(`install-skill: the previous install differed: ${previous}.`);
