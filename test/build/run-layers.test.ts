// lib/run is layered (docs/design.md#architecture): each folder imports only the floors below it,
// model/ the floor. The lint rules keep it (RUN_LAYERS in eslint.config.js); this checks the rules
// with a probe import of every folder from every folder, so that a config edit cannot loosen one
// silently, and checks the sources the same way.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../helpers/source-files.js';

const root = join(import.meta.dirname, '..', '..');

/** What each folder may import from lib/run, as the design says. */
const MAY_IMPORT: Record<string, string[]> = {
  model: [],
  fold: ['model'],
  evidence: ['model'],
  host: ['model', 'evidence'],
  engine: ['model', 'fold', 'evidence', 'host'],
  commands: ['model', 'fold', 'evidence', 'host', 'engine'],
};
const FOLDERS = Object.keys(MAY_IMPORT);

/** The folders of lib/run a source imports from another folder (`../<folder>/…`). */
const importedFolders = (text: string): string[] =>
  [...text.matchAll(/^(?:import|export)\b[^;]*?from '\.\.\/([a-z-]+)\/[^']*'/gm)].map((m) => m[1] as string);

describe('lib/run is layered', () => {
  it('has exactly these folders', () => {
    const folders = new Set(filesUnder(join(root, 'lib/run')).map((f) => relative(join(root, 'lib/run'), f).split('/')).filter((p) => p.length > 1).map((p) => p[0]));
    expect([...folders].sort()).toEqual([...FOLDERS].sort());
  });

  it('no source imports a folder it may not', () => {
    const offenders = FOLDERS.flatMap((folder) =>
      filesUnder(join(root, 'lib/run', folder)).flatMap((f) =>
        importedFolders(readFileSync(f, 'utf8'))
          .filter((to) => FOLDERS.includes(to) && !(MAY_IMPORT[folder] as string[]).includes(to))
          .map((to) => `${relative(root, f)} → ${to}/`),
      ),
    );
    expect(offenders).toEqual([]);
  });

  it('the lint forbids every import the table does not allow, type imports and lib/run\'s index included, and allows the rest', async () => {
    const eslint = new ESLint({ cwd: root });
    const refused: Record<string, string[]> = {};
    for (const folder of FOLDERS) {
      const targets = [...FOLDERS.filter((f) => f !== folder), 'index'];
      const text = targets.map((t, i) => (t === 'index' ? `import type { P${i} } from '../index.js';` : `import type { P${i} } from '../${t}/probe.js';`)).join('\n') + `\nexport type Probe = [${targets.map((_, i) => `P${i}`).join(', ')}];\n`;
      const [result] = await eslint.lintText(text, { filePath: join(root, 'lib/run', folder, 'probe.ts') });
      refused[folder] = (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => targets[m.line - 1] as string);
    }
    expect(refused).toEqual(Object.fromEntries(FOLDERS.map((f) => [f, [...FOLDERS.filter((t) => t !== f && !(MAY_IMPORT[f] as string[]).includes(t)), 'index']])));
  });
});
