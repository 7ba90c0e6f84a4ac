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
