// `next --wait` (docs/design.md#run-protocol): before `next` reads the run, wait until every gate
// and usage log it handed out has its end line, polling the files (the scripts never run the
// gates: the agent's own exec, started in the same reply, writes them), at most until `deadline`.

import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { awaitedLogs, logEnded, NEXT_WAIT_SECONDS } from '../run/host/awaited-logs.js';
import { openforgeHome } from './paths.js';
import { RUN_CONTRACT } from './run-contract.js';
import { loadRun } from './run-session.js';
import type { RunState } from '../schema/run.js';

const POLL_MS = 200;
const TAIL_BYTES = 128;

/** The last bytes of a file (where the end line is), or null when it cannot be read (not there yet). */
function tailOrNull(file: string): string | null {
  let fd: number | null = null;
  try {
    fd = openSync(file, 'r');
    const size = fstatSync(fd).size;
    const buf = Buffer.alloc(Math.min(size, TAIL_BYTES));
    readSync(fd, buf, 0, buf.length, size - buf.length);
    return buf.toString('utf8');
  } catch {
    return null;
  } finally {
    if (fd !== null) closeSync(fd);
  }
}

/** The logs still without an end line when the wait ended (none: all ended, or none awaited). */
export async function waitForLogs(state: RunState, deadline: number, now: () => number = Date.now): Promise<string[]> {
  let open = awaitedLogs(state);
  for (;;) {
    open = open.filter((file) => !logEnded(tailOrNull(file)));
    if (open.length === 0 || now() >= deadline) return open;
    await new Promise((r) => setTimeout(r, Math.min(POLL_MS, Math.max(1, deadline - now()))));
  }
}

/**
 * `next --wait`: wait until every log the run handed out has its end line, at most
 * NEXT_WAIT_SECONDS (OPENFORGE_NEXT_WAIT_SECONDS for tests and simulations). A run that cannot be
 * read is reported by the cycle that follows, as without --wait.
 */
export async function waitForHandedOutLogs(runDir: string, env: Readonly<Record<string, string | undefined>>, homeDir: string): Promise<void> {
  // Read outside the run lock on purpose (the wait must not hold it up to NEXT_WAIT_SECONDS): the cycle that follows loads the run again, under the lock.
  const loaded = await loadRun(runDir, RUN_CONTRACT, openforgeHome(env, homeDir));
  if (!loaded.ok) return;
  const set = Number(env.OPENFORGE_NEXT_WAIT_SECONDS);
  const seconds = Number.isFinite(set) && set >= 0 && env.OPENFORGE_NEXT_WAIT_SECONDS !== '' ? set : NEXT_WAIT_SECONDS;
  await waitForLogs(loaded.state, Date.now() + seconds * 1000);
}
