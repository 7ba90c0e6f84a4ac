// `npm run test:quick` (issue 29 item 8): the main suite less the slow files it names, each of
// which exists and is named in the README's Develop section and docs/development.md; `npm test`
// stays the complete suite.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { QUICK_SKIPS } from '../../vitest.quick.config.js';

const root = resolve(import.meta.dirname, '../..');
const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts as Record<string, string>;
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const develop = readme.slice(readme.indexOf('## Develop'), readme.indexOf('\n## ', readme.indexOf('## Develop') + 1));
const development = readFileSync(join(root, 'docs/development.md'), 'utf8');

/** `test/prd/fuzz.test.ts` → `test/prd/fuzz`; `test/sim/**` → `test/sim/`. */
const stem = (entry: string) => entry.replace(/\*\*$/, '').replace(/\.test\.ts$/, '');

describe('npm run test:quick', () => {
  it('runs vitest with the quick config; npm test still runs the whole suite and the corpus', () => {
    expect(scripts['test:quick']).toBe('vitest run -c vitest.quick.config.ts');
    expect(scripts.test).toContain('vitest run && vitest run -c vitest.corpus.config.ts');
    expect(scripts.test).not.toContain('quick');
  });

  it('skips only files and folders that exist', () => {
    expect(QUICK_SKIPS.length).toBeGreaterThan(5);
    for (const entry of QUICK_SKIPS) expect(existsSync(join(root, entry.replace(/\/\*\*$/, ''))), entry).toBe(true);
  });

  it('names every skipped file in docs/development.md and the README Develop section', () => {
    for (const entry of QUICK_SKIPS) expect(development, entry).toContain(`\`${entry}\``);
    // The README groups them: `test/prd/{pathological,fuzz,corpus-render}`.
    const named = new Set<string>();
    for (const m of develop.matchAll(/`(test\/[^`]*)`/g)) {
      const [, prefix, group, suffix] = /^([^{]*)(?:\{([^}]*)\})?(.*)$/.exec(m[1]!)!;
      for (const part of group === undefined ? [''] : group.split(',')) named.add(`${prefix}${part}${suffix}`);
    }
    for (const entry of QUICK_SKIPS) expect([...named], entry).toContain(stem(entry));
  });
});
