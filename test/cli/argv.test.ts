import { parseArgs } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parseArgv, type ArgvOption } from '../../lib/cli/argv.js';
import { prng } from '../helpers/prng.js';

// parseArgv replaces node:util's parseArgs (strict, positionals allowed); it must accept and
// reject the same argument lists, with the same values and positionals.
const OPTIONS: Record<string, ArgvOption> = {
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  cwd: { type: 'string' },
  note: { type: 'string' },
  new: { type: 'boolean' },
};

const TOKENS = [
  '--json', '--help', '-h', '-hh', '--cwd', '--cwd=x', '--cwd=', '--cwd=a=b', '--cwd=-x', '--note', '--new', '--new=1',
  '--json=true', '--help=x', 'run-1', 'a b', '', '-', '--', '---', '--=x', '-x', '-hx', '-h=1', '-5', '--unknown', '--JSON',
  '--h', 'phase', '-- ', '—json', 'é',
];

function viaNode(args: string[]) {
  try {
    const r = parseArgs({ args, options: OPTIONS, allowPositionals: true, strict: true });
    return { ok: true, values: { ...r.values }, positionals: r.positionals };
  } catch (err) {
    return { ok: false, message: (err as Error).message };
  }
}

function viaOurs(args: string[]) {
  const r = parseArgv(args, OPTIONS);
  return r.ok ? { ok: true, values: r.values, positionals: r.positionals } : { ok: false, message: r.message };
}

describe('parseArgv agrees with node:util parseArgs', () => {
  it('on hand-picked argument lists (literal expectations)', () => {
    expect(parseArgv(['run-1', '--json', '--cwd', 'dir'], OPTIONS)).toEqual({ ok: true, values: { json: true, cwd: 'dir' }, positionals: ['run-1'] });
    expect(parseArgv(['--', '--json', '-h'], OPTIONS)).toEqual({ ok: true, values: {}, positionals: ['--json', '-h'] });
    expect(parseArgv(['--cwd'], OPTIONS)).toMatchObject({ ok: false });
    expect(parseArgv(['--cwd', '--json'], OPTIONS)).toMatchObject({ ok: false });
    expect(parseArgv(['--bogus'], OPTIONS)).toMatchObject({ ok: false });
    expect(parseArgv(['-h', '-'], OPTIONS)).toEqual({ ok: true, values: { help: true }, positionals: ['-'] });
  });

  it('on 20,000 generated argument lists: same verdict, values, positionals and message', () => {
    const rand = prng(20261130);
    const problems: string[] = [];
    let accepted = 0;
    for (let n = 0; n < 20_000; n += 1) {
      const length = Math.floor(rand() * 6);
      const args = Array.from({ length }, () => TOKENS[Math.floor(rand() * TOKENS.length)]!);
      const node = viaNode(args);
      const ours = viaOurs(args);
      if (node.ok) accepted += 1;
      try {
        expect(ours).toEqual(node);
      } catch {
        if (problems.length < 5) problems.push(`${JSON.stringify(args)}: node ${JSON.stringify(node)}, ours ${JSON.stringify(ours)}`);
      }
    }
    expect(problems).toEqual([]);
    expect(accepted).toBeGreaterThan(1000);
    expect(accepted).toBeLessThan(19_000);
  });
});
