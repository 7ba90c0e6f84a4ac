import { describe, expect, it } from 'vitest';
import { attributeChanges, filesOutsideScope, normalizeFilesGlob } from '../../lib/snapshot/index.js';

describe('filesOutsideScope', () => {
  const changed = ['src/auth/login.ts', 'src/auth/deep/x.ts', 'src/db.ts', 'README.md', 'test/auth.test.ts', '.env', 'docs/a.md'];

  it('lists changed files no glob covers, sorted', () => {
    expect(filesOutsideScope(changed, ['src/auth/**'])).toEqual(['.env', 'README.md', 'docs/a.md', 'src/db.ts', 'test/auth.test.ts']);
    expect(filesOutsideScope(changed, ['src/**/*.ts', 'test/'])).toEqual(['.env', 'README.md', 'docs/a.md']);
    expect(filesOutsideScope(changed, ['./src\\auth', '*.md', '.env'])).toEqual(['docs/a.md', 'src/db.ts', 'test/auth.test.ts']);
    expect(filesOutsideScope(changed, ['**'])).toEqual([]);
  });

  it('a glob that matches a directory covers what is inside it', () => {
    expect(filesOutsideScope(['src/auth/login.ts', 'src/db/x.ts'], ['src/a*'])).toEqual(['src/db/x.ts']);
  });

  it('!globs exclude from the scope', () => {
    expect(filesOutsideScope(changed, ['src/**', '!src/auth/deep/**'])).toEqual(
      ['.env', 'README.md', 'docs/a.md', 'src/auth/deep/x.ts', 'test/auth.test.ts'],
    );
  });

  it('no Files: globs means no declared scope: nothing is outside', () => {
    expect(filesOutsideScope(changed, [])).toEqual([]);
    expect(filesOutsideScope([], ['src/**'])).toEqual([]);
  });

  it('normalizes globs as files-overlap.ts does', () => {
    expect(normalizeFilesGlob(' ./src//auth/ ')).toBe('src/auth/**');
    expect(normalizeFilesGlob('src\\*.ts')).toBe('src\\*.ts'); // escapes a glob character: kept
    expect(normalizeFilesGlob('src\\lib')).toBe('src/lib');
  });
});

describe('attributeChanges', () => {
  it('attributes each changed file to the phases that claim it and reports the rest', () => {
    const changed = ['src/a.ts', 'src/b.ts', 'src/c.ts', 'docs/x.md', 'docs/y.md'];
    const result = attributeChanges(
      changed,
      [
        { phase: 'api', filesModified: ['src/a.ts', './src/b.ts', 'src/gone.ts'] },
        { phase: 'ui', filesModified: ['/work/p/src/b.ts', 'docs/'] },
        { phase: 'idle', filesModified: [] },
      ],
      '/work/p',
    );
    expect(result).toEqual({
      byPhase: [
        { phase: 'api', files: ['src/a.ts', 'src/b.ts'] },
        { phase: 'ui', files: ['docs/x.md', 'docs/y.md', 'src/b.ts'] },
        { phase: 'idle', files: [] },
      ],
      unclaimed: ['src/c.ts'],
      contested: [{ file: 'src/b.ts', phases: ['api', 'ui'] }],
      claimedUnchanged: [{ phase: 'api', files: ['src/gone.ts'] }],
    });
  });

  it('a directory claim with nothing changed beneath it is claimed-but-unchanged', () => {
    expect(attributeChanges([], [{ phase: 'p', filesModified: ['lib\\', 'a.ts'] }])).toEqual({
      byPhase: [{ phase: 'p', files: [] }],
      unclaimed: [],
      contested: [],
      claimedUnchanged: [{ phase: 'p', files: ['a.ts', 'lib/'] }],
    });
  });
});
