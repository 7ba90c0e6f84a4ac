// A folder a run's children write to (a draft planner's `.openforge/prds`) is made when the run
// starts, one level at a time and never through a link a child or anyone planted on the way.
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeProjectFolder } from '../../lib/io/draft-files.js';

const tmp = mkdtempSync(join(tmpdir(), 'openforge-project-folder-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('making a folder a run’s children write to', () => {
  it('an ordinary project: every missing level is made', () => {
    const cwd = join(tmp, 'plain');
    mkdirSync(cwd);
    makeProjectFolder(cwd, '.openforge/prds');
    expect(lstatSync(join(cwd, '.openforge', 'prds')).isDirectory()).toBe(true);
  });

  it('a level that is a link out of the project: nothing is made through it', () => {
    const cwd = join(tmp, 'linked');
    const away = join(tmp, 'away');
    mkdirSync(cwd);
    mkdirSync(away);
    symlinkSync(away, join(cwd, '.openforge'));
    makeProjectFolder(cwd, '.openforge/prds');
    expect(readdirSync(away)).toEqual([]);
  });

  it('a path that climbs out of the project: nothing is made', () => {
    const cwd = join(tmp, 'climb');
    mkdirSync(cwd);
    makeProjectFolder(cwd, '../escaped');
    expect(existsSync(join(tmp, 'escaped'))).toBe(false);
  });
});
