import { spawnSync } from 'node:child_process';
import { main } from '../../scripts/cli/main.js';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Run the CLI in-process with a captured context. */
export async function runCli(
  argv: string[],
  options: { env?: Record<string, string | undefined>; cwd?: string; homeDir?: string } = {},
): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, {
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    env: options.env ?? {},
    cwd: options.cwd ?? process.cwd(),
    homeDir: options.homeDir ?? '/nonexistent-home',
  });
  return { code, stdout, stderr };
}

/** Run a built script as its own process, the way the agent's `exec` does. */
export function runNode(script: string, argv: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): CliResult {
  const result = spawnSync(process.execPath, [script, ...argv], {
    cwd: options.cwd,
    env: options.env ?? { PATH: process.env.PATH, HOME: '/nonexistent-home' },
    encoding: 'utf8',
  });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}
