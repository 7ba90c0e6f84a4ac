// The shell stays thin (issue 29 item 6, docs/design.md#architecture): scripts/ holds at most
// 1,300 lines and no function over cyclomatic complexity 12 (the second is ESLint's `complexity`
// rule on scripts/**, checked here too so that a config edit cannot drop it silently).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../helpers/source-files.js';

const root = join(import.meta.dirname, '..', '..');

describe('the shell (scripts/)', () => {
  it('is at most 1,300 lines', () => {
    const lines = filesUnder(join(root, 'scripts')).reduce((n, f) => n + readFileSync(f, 'utf8').split('\n').length - 1, 0);
    expect(lines).toBeGreaterThan(500);
    expect(lines).toBeLessThanOrEqual(1300);
  });

  it('prints every document through lib/render/document.ts: no JSON layout of its own (issue 29 item 2)', () => {
    const sites = filesUnder(join(root, 'scripts')).filter((f) => /JSON\.stringify\(/.test(readFileSync(f, 'utf8')));
    expect(sites.map((f) => f.slice(root.length + 1))).toEqual([]);
  });

  it('lints with complexity 12 as an error', async () => {
    const eslint = new ESLint({ cwd: root });
    const config = (await eslint.calculateConfigForFile(join(root, 'scripts/cli/main.ts'))) as { rules?: Record<string, unknown> };
    expect(config.rules?.complexity).toEqual([2, 12]);
  });
});
