import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Code comments point at sections of the design of record as `docs/design.md#<anchor>` (and
// `docs/design.md#<a>, #<b>` or `… and #<b>` for several): every anchor must name a heading there.

const root = resolve(import.meta.dirname, '../..');
const DESIGN = 'docs/design.md';

/** GitHub's heading anchor: lower-cased, punctuation dropped, spaces as hyphens. */
const slug = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

const anchors = new Set(
  readFileSync(join(root, DESIGN), 'utf8')
    .split('\n')
    .filter((line) => /^#{2,6} /.test(line))
    .map((line) => slug(line.replace(/^#+ /, ''))),
);

/** A reference and the anchors listed right after it. */
const REFERENCE = /docs\/design\.md((?:#[\w-]+)(?:(?:,|\s+and|\s*\n\s*\/\/)\s*#[\w-]+)*)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'fixtures' ? [] : sourceFiles(path);
    return /\.(ts|mjs|js|md)$/.test(entry.name) ? [path] : [];
  });
}

describe(`${DESIGN} anchors`, () => {
  it('the design has the sections code comments rely on', () => {
    for (const anchor of ['architecture', 'run-protocol', 'run-state', 'escalation', 'escalation-message', 'exit-codes']) {
      expect(anchors.has(anchor), anchor).toBe(true);
    }
  });

  it('every docs/design.md#<anchor> in lib/, scripts/, test/, build/, bench/ and the README names a heading', () => {
    const files = [...['lib', 'scripts', 'test', 'build', 'bench'].flatMap((dir) => sourceFiles(join(root, dir))), join(root, 'README.md')];
    const broken: string[] = [];
    let seen = 0;
    for (const file of files) {
      for (const m of readFileSync(file, 'utf8').matchAll(REFERENCE)) {
        for (const [anchor] of (m[1] ?? '').matchAll(/#[\w-]+/g)) {
          seen += 1;
          if (!anchors.has(anchor.slice(1))) broken.push(`${relative(root, file)}: ${anchor}`);
        }
      }
    }
    expect(seen).toBeGreaterThan(30);
    expect(broken).toEqual([]);
  });
});
