import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { gateRunCommand, validateGate } from '../../lib/gate/index.js';
import { quoteWord } from '../../lib/gate/exec.js';
import { ORDINARY_GATES } from './corpus-ordinary.js';

const FIXTURES = fileURLToPath(new URL('../fixtures/gates/', import.meta.url));
const REAL_GATES = readFileSync(`${FIXTURES}real-gates.txt`, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('# '));

const withoutAssignments = (argv: readonly string[]): string[] => {
  let i = 0;
  while (i < argv.length && /^[A-Za-z_][A-Za-z0-9_]*=/.test(argv[i] as string)) i += 1;
  return argv.slice(i);
};

/** The words bash reads in each command line (globbing off), in one bash call. */
function bashWords(lines: readonly string[]): string[][] {
  const script = ['set -f', ...lines.map((line) => `printf '%s\\0' ${line}; printf '\\1\\0'`)].join('\n');
  const out = spawnSync('bash', ['-c', script], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } });
  return out.stdout.split('\u0001\0').slice(0, -1).map((chunk) => chunk.split('\0').slice(0, -1));
}

describe('ordinary gate corpus', () => {
  it('holds at least 150 distinct ordinary gates', () => {
    expect(new Set(ORDINARY_GATES).size).toBe(ORDINARY_GATES.length);
    expect(ORDINARY_GATES.length).toBeGreaterThanOrEqual(150);
  });

  it('judges every ordinary gate ok (a vetted profile, no confirmation)', () => {
    const notOk = ORDINARY_GATES.flatMap((cmd) => {
      const check = validateGate(cmd, { shellGate: false });
      return check.verdict === 'ok' ? [] : [`${JSON.stringify(cmd)} → ${check.verdict}: ${check.diagnostics.map((d) => d.message).join(' / ')}`];
    });
    expect(notOk, notOk.join('\n')).toEqual([]);
  });

  it('has bash run exactly the judged argv: the exec command rebuilt from it hands the program those words', () => {
    const gates = [...ORDINARY_GATES, ...REAL_GATES].map((cmd) => validateGate(cmd, { shellGate: false })).filter((c) => c.verdict !== 'rejected');
    expect(gates.length).toBeGreaterThan(200);
    const programArgv = gates.map((c) => withoutAssignments(c.argv ?? []));
    // The exec command a run prints runs that argv, every word quoted canonically …
    gates.forEach((c, i) => expect(gateRunCommand(c)?.endsWith((programArgv[i] ?? []).map(quoteWord).join(' ')), c.command).toBe(true));
    // … and bash hands the program exactly those words (one bash call: each line prints its words, then a \x01 word).
    const script = programArgv.map((argv) => `printf '%s\\0' ${argv.map(quoteWord).join(' ')}; printf '\\1\\0'`).join('\n');
    const out = spawnSync('bash', ['-c', script], { encoding: 'utf8' });
    const got = out.stdout.split('\u0001\0').slice(0, -1).map((chunk) => chunk.split('\0').slice(0, -1));
    expect(got).toEqual(programArgv);
  });

  it('splits words as bash does, for every corpus gate without expansions (the one tokenizer)', () => {
    const plain = [...ORDINARY_GATES, ...REAL_GATES]
      .filter((cmd) => !/[$*?[{~]/.test(cmd))
      .map((cmd) => ({ cmd, argv: validateGate(cmd, { shellGate: false }).argv }))
      .filter((c): c is { cmd: string; argv: string[] } => c.argv !== null);
    expect(plain.length).toBeGreaterThan(150);
    const bash = bashWords(plain.map((c) => c.cmd));
    const disagree = plain.flatMap((c, i) => (JSON.stringify(bash[i]) === JSON.stringify(c.argv) ? [] : [`${c.cmd}: bash ${JSON.stringify(bash[i])} vs ${JSON.stringify(c.argv)}`]));
    expect(disagree, disagree.join('\n')).toEqual([]);
  });
});
