// Bad input on every command (issue 7, item 7): missing files, directories where files are
// expected, unreadable files, invalid UTF-8, wrong arguments and unknown flags all give a
// clear message and exit 2, and none prints a stack trace; --debug is a global flag.

import { chmodSync, mkdirSync, symlinkSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemaErrors } from '../helpers/schemas.js';
import type { NextReport } from '../sim/host-agent.js';
import { Sandbox, STACK_LINE } from './harness.js';

let sb: Sandbox;
let runId = '';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

const PRD = '# PRD: Bad\n\n## Objective\nx\n\n## Phases\n\n### Phase: a\n**Tasks:**\n- x\n\n**Gate:** `test -f out.txt`\n';

beforeAll(() => {
  sb = new Sandbox();
  sb.write('ok.prd.md', PRD);
  sb.write('out.txt', 'ok');
  // Invalid UTF-8 in the objective (a lone 0xff and a truncated sequence).
  sb.write('latin1.prd.md', Buffer.concat([Buffer.from('# PRD: Bad\n\n## Objective\ncaf'), Buffer.from([0xe9, 0x0a, 0xff]), Buffer.from('\n')]));
  mkdirSync(join(sb.project, 'adir.prd.md'));
  sb.write('locked.prd.md', PRD);
  chmodSync(join(sb.project, 'locked.prd.md'), 0o000);
  symlinkSync(join(sb.project, 'nowhere.md'), join(sb.project, 'dangling.prd.md'));
  execFileSync('mkfifo', [join(sb.project, 'fifo.prd.md')]);
  const run = sb.cliSync(['run', 'ok.prd.md', '--cwd', sb.project, '--json']);
  runId = (run.json as NextReport).runId;
});
afterAll(() => sb.dispose());

/** Every failing file form a command that takes a file can be given. */
const FILES = ['missing.prd.md', 'adir.prd.md', 'latin1.prd.md', 'dangling.prd.md', 'fifo.prd.md', 'out.txt/x.prd.md', ...(isRoot ? [] : ['locked.prd.md'])];

function expectClean(argv: string[], r: { code: number | null; stdout: string; stderr: string }, code = 2): void {
  const what = `${argv.join(' ')} → ${r.code}\n${r.stderr}${r.stdout.slice(0, 400)}`;
  expect(r.code, what).toBe(code);
  expect(STACK_LINE.test(r.stderr), what).toBe(false);
  expect(STACK_LINE.test(r.stdout), what).toBe(false);
  expect(r.stderr.trim().length + r.stdout.trim().length, what).toBeGreaterThan(0);
  if (argv.length === 0) expect(r.stdout, what).toMatch(/^Usage: openforge <command>/m);
  else if (argv.includes('--json')) expect(schemaErrors('error', JSON.parse(r.stdout)), what).toBe('');
  else expect(r.stderr, what).toMatch(/^openforge( \w+)?: \S/);
}

describe('bad input: files', () => {
  it.each(['validate', 'plan', 'run'].flatMap((cmd) => FILES.map((f) => [cmd, f])))('%s %s: a clear message, exit 2', (cmd, file) => {
    for (const json of [false, true]) {
      const argv = [cmd, file, ...(json ? ['--json'] : [])];
      const r = sb.cliSync(argv);
      expectClean(argv, r);
    }
  });

  it('invalid UTF-8 is refused with its line and column (never decoded with replacement characters)', () => {
    const r = sb.cliSync(['validate', 'latin1.prd.md']);
    expect(r.stderr).toMatch(/latin1\.prd\.md:4:4: not valid UTF-8 \(byte 0xe9 at offset \d+\)/);
  });

  it.runIf(isRoot)('running as root: a mode-000 file is still readable (documented; no failure to test)', () => {
    const r = sb.cliSync(['validate', 'locked.prd.md']);
    expect([0, 1]).toContain(r.code);
  });

  it('complexity: missing paths and an unusable baseline', () => {
    for (const argv of [
      ['complexity', 'missing.ts'],
      ['complexity', 'out.txt', '--baseline', 'adir.prd.md'],
      ['complexity', 'out.txt', '--baseline', 'latin1.prd.md'],
      ['complexity', 'dangling.prd.md'],
    ]) expectClean(argv, sb.cliSync(argv));
  });
});

describe('bad input: arguments', () => {
  const cases = (): string[][] => [
    [],
    ['bogus'],
    ['validate'],
    ['validate', 'a.md', 'b.md'],
    ['plan', 'ok.prd.md', '--json', '--mermaid'],
    ['gate'],
    ['gate', 'run', 'npm test'],
    ['gate', 'check'],
    ['run'],
    ['run', 'ok.prd.md', '--only'],
    ['run', 'ok.prd.md', '--only', 'no-such-phase', '--cwd', sb.project],
    ['next', 'no-such-run'],
    ['next', '../../etc'],
    ['next', runId, 'extra'],
    ['spawned'],
    ['spawned', runId],
    ['spawned', runId, 'x.s1'],
    ['spawned', runId, 'x.s1', '--session', ''],
    ['spawned', runId, 'no-such-action', '--session', 'k'],
    ['decide', runId],
    ['decide', runId, 'a', 'maybe'],
    ['decide', runId, 'no-such-phase', 'approve'],
    ['status', 'no-such-run'],
    ['status', runId, 'extra'],
    ['list', 'extra'],
    // `resume` and `cancel` without RUN take this project's newest run, as `status` does
    // (issue 27 item 1; test/cli/project-runs.test.ts): not a usage error any more.
    ['resume', 'no-such-run'],
    ['resume', runId, '--phase', 'no-such-phase'],
    ['cancel', 'no-such-run'],
    ['complexity'],
    ['complexity', 'out.txt', '--baseline'],
  ];
  const commands = ['validate', 'plan', 'gate', 'run', 'next', 'spawned', 'decide', 'status', 'list', 'resume', 'cancel', 'complexity'];

  it('wrong arguments: a clear message, exit 2, no stack trace (human and --json)', () => {
    for (const argv of cases()) {
      expectClean(argv, sb.cliSync(argv));
      if (argv.length > 1) expectClean([...argv, '--json'], sb.cliSync([...argv, '--json']));
    }
  });

  it.each(commands)('%s: an unknown flag is exit 2', (cmd) => {
    for (const flag of ['--bogus', '--cwd=', '-x', '--json=1']) {
      const argv = [cmd, flag];
      const r = sb.cliSync(argv);
      expect(r.code, `${argv.join(' ')}: ${r.stderr}`).toBe(2);
      expect(STACK_LINE.test(r.stderr)).toBe(false);
      expect(r.stderr).toMatch(/^openforge: /);
    }
  });
});

describe('--debug', () => {
  it('is a global flag: accepted before or after the command, never an unknown option', () => {
    for (const argv of [['--debug', 'validate', 'ok.prd.md'], ['validate', 'ok.prd.md', '--debug'], ['list', '--debug', '--json']]) {
      const r = sb.cliSync(argv);
      expect([0, 1], `${argv.join(' ')}: ${r.stderr}`).toContain(r.code);
    }
    // Input errors stay clean with --debug too: it only adds the stack of an internal error.
    const r = sb.cliSync(['--debug', 'validate', 'missing.prd.md']);
    expect(r.code).toBe(2);
    expect(STACK_LINE.test(r.stderr)).toBe(false);
  });
});
