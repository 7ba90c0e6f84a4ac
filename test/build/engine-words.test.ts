// The engine returns data; lib/render turns it into words. lib/run imports nothing from
// lib/render: its escalate, complete and wait actions are facts (lib/run/engine/engine-actions.ts)
// that the shell words at the edge (lib/render/run-actions.ts). lib/render imports only the types of
// lib/run: what lib/run derives reaches it as data (lib/run/engine/run-facts.ts). The lint rules
// keep both; this checks the rules and the sources, so that a config edit cannot drop one silently.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../helpers/source-files.js';

const root = join(import.meta.dirname, '..', '..');

/** The rules a file at `path` breaks with `text`. */
async function brokenRules(path: string, text: string): Promise<(string | null)[]> {
  const [result] = await new ESLint({ cwd: root }).lintText(text, { filePath: join(root, path) });
  return result?.messages.map((m) => m.ruleId) ?? [];
}

/** The imports and re-exports from lib/run in a lib/render source that are not `import type` or `export type`. */
const valueImportsOfRun = (text: string): string[] =>
  [...text.matchAll(/^(?:import|export)\b(?!\s+type\b)[^;]*?from '(?:\.\.\/)+run\/[^']*'/gm)].map((m) => m[0].replace(/\s+/g, ' '));

describe('lib/run and lib/render', () => {
  it('lib/run imports nothing from lib/render', () => {
    const offenders = filesUnder(join(root, 'lib/run')).filter((f) => /from '(\.\.\/)+render\//.test(readFileSync(f, 'utf8')));
    expect(offenders.map((f) => relative(root, f))).toEqual([]);
  });

  it('the lint forbids it', async () => {
    expect(await brokenRules('lib/run/probe.ts', "import { wordActions } from '../render/run-actions.js';\nexport const words = wordActions;\n")).toContain('no-restricted-imports');
  });

  it('lib/io imports nothing from lib/render, and the lint forbids it: the summary comes through the shell\'s port', async () => {
    const offenders = filesUnder(join(root, 'lib/io')).filter((f) => /from '(\.\.\/)+render\//.test(readFileSync(f, 'utf8')));
    expect(offenders.map((f) => relative(root, f))).toEqual([]);
    expect(await brokenRules('lib/io/probe.ts', "import { renderRunSummary } from '../render/summary.js';\nexport const summary = renderRunSummary;\n")).toContain('no-restricted-imports');
  });

  it('lib/render imports only types from lib/run', () => {
    const offenders = filesUnder(join(root, 'lib/render')).flatMap((f) => valueImportsOfRun(readFileSync(f, 'utf8')).map((i) => `${relative(root, f)}: ${i}`));
    expect(offenders).toEqual([]);
  });

  it('the lint forbids a value import from lib/run in lib/render, allows a type import, and keeps the pure core there', async () => {
    const probe = 'lib/render/probe.ts';
    expect(await brokenRules(probe, "import { runSpend } from '../run/host/spend.js';\nexport const spend = runSpend;\n")).toContain('@typescript-eslint/no-restricted-imports');
    expect(await brokenRules(probe, "import type { RunFacts } from '../run/commands/run-facts.js';\nexport type Facts = RunFacts;\n")).toEqual([]);
    expect(await brokenRules(probe, "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n")).toContain('@typescript-eslint/no-restricted-imports');
  });
});
