// The engine returns data; lib/render turns it into words (issue 29 item 2). lib/run imports
// nothing from lib/render: the words of its escalate and complete actions are handed in
// (lib/run/engine/words.ts, lib/render/run-words.ts). The lint rule keeps it; this checks both the
// rule and the sources, so that a config edit cannot drop it silently.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../helpers/source-files.js';

const root = join(import.meta.dirname, '..', '..');

describe('lib/run and lib/render', () => {
  it('lib/run imports nothing from lib/render', () => {
    const offenders = filesUnder(join(root, 'lib/run')).filter((f) => /from '(\.\.\/)+render\//.test(readFileSync(f, 'utf8')));
    expect(offenders.map((f) => relative(root, f))).toEqual([]);
  });

  it('the lint forbids it', async () => {
    const eslint = new ESLint({ cwd: root });
    const [result] = await eslint.lintText("import { RUN_WORDS } from '../render/run-words.js';\nexport const words = RUN_WORDS;\n", { filePath: join(root, 'lib/run/probe.ts') });
    expect(result?.messages.map((m) => m.ruleId)).toContain('no-restricted-imports');
  });
});
