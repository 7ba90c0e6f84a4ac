// Where an OpenForge home lands (lib/io/paths.ts `landing`): through links, also ones that dangle
// towards a folder not made yet, so a home that a later `mkdir -p` would put inside the project
// is refused by `run` and `draft` now (homeInProjectProblem); honest homes stay accepted.

import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { homeInProjectProblem, landing } from '../../lib/io/paths.js';

const roots: string[] = [];
afterEach(() => {
  for (const r of roots.splice(0)) rmSync(r, { recursive: true, force: true });
});
const base = (): string => {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'openforge-landing-')));
  roots.push(root);
  mkdirSync(join(root, 'project'));
  return root;
};

describe('where a home lands', () => {
  it('a dangling link, a link in a parent folder, a chain of relative links: inside the project, refused', () => {
    const b = base();
    symlinkSync(join(b, 'project', 'cache'), join(b, 'dangling'));
    mkdirSync(join(b, 'links'));
    symlinkSync('../project/later', join(b, 'links', 'rel'));
    symlinkSync(join(b, 'links', 'rel'), join(b, 'chain'));
    expect(landing(join(b, 'dangling', 'home'))).toBe(join(b, 'project', 'cache', 'home'));
    for (const home of [join(b, 'dangling'), join(b, 'dangling', 'home'), join(b, 'links', 'rel', 'x'), join(b, 'chain')]) {
      expect(homeInProjectProblem(home, join(b, 'project')), home).not.toBeNull();
    }
  });

  it('honest: a link to a real folder outside, a folder not made yet outside, a home under .openforge: accepted', () => {
    const b = base();
    mkdirSync(join(b, 'real'));
    symlinkSync(join(b, 'real'), join(b, 'link'));
    for (const home of [join(b, 'link'), join(b, 'later', 'home'), join(b, 'project', '.openforge', 'home')]) {
      expect(homeInProjectProblem(home, join(b, 'project')), home).toBeNull();
    }
  });

  it('a link loop ends', () => {
    const b = base();
    symlinkSync(join(b, 'b'), join(b, 'a'));
    symlinkSync(join(b, 'a'), join(b, 'b'));
    expect(typeof landing(join(b, 'a', 'x'))).toBe('string');
  });
});
