import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

describe('openforge (top level)', () => {
  it('lists every command in --help, and each command has its own --help', async () => {
    const r = await runCli(['--help']);
    expect(r.code).toBe(0);
    for (const command of ['validate', 'plan', 'gate']) {
      expect(r.stdout).toContain(`  ${command} `);
      const own = await runCli([command, '--help']);
      expect(own.code).toBe(0);
      expect(own.stdout).toMatch(new RegExp(`^Usage: openforge ${command}`));
    }
  });

  it('exits 2 on no command and on an unknown one', async () => {
    expect((await runCli([])).code).toBe(2);
    const r = await runCli(['explode']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('explode');
  });

  it('prints the package version', async () => {
    const r = await runCli(['--version']);
    expect(r.code).toBe(0);
    expect(r.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe('internal errors', () => {
  it('exit 3 with a one-line report and no stack trace, unless OPENFORGE_DEBUG=1', async () => {
    const { main } = await import('../../scripts/cli/main.js');
    for (const debug of [undefined, '1']) {
      let stderr = '';
      const code = await main(['gate', 'check', 'npm test'], {
        stdout: () => {
          throw new Error('stdout closed');
        },
        stderr: (t) => (stderr += t),
        env: { OPENFORGE_DEBUG: debug },
        cwd: process.cwd(),
        homeDir: '/nonexistent-home',
      });
      expect(code).toBe(3);
      expect(stderr).toContain('stdout closed');
      expect(/\n\s+at /.test(stderr)).toBe(debug === '1');
    }
  });
});
