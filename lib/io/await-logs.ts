// `next --wait` (docs/design.md#run-protocol): before `next` reads the run, wait until every gate
// and usage log it handed out has its end line, polling the files (the scripts never run the
// gates: the agent's own exec, started in the same reply, writes them), at most until `deadline`;
// with no gate log handed out and children at work, until the first child's result file is there
// and has stopped growing (docs/design.md#seeing-each-child-end).

import { closeSync, fstatSync, openSync, readSync, statSync } from 'node:fs';
import { awaitedGateLogs, awaitedLogs, awaitedResults, logEnded, NEXT_WAIT_SECONDS } from '../run/host/awaited-logs.js';
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

/** A file's size, or null when it is not there (yet). */
function sizeOrNull(file: string): number | null {
  try {
    return statSync(file).size;
  } catch {
    return null;
  }
}

/**
 * Wait until every awaited log has its end line and, with no gate log among them (a usage log's
 * end hands out no new work), until one of the awaited result files (`results`) is there, not
 * empty and the same size at two polls in a row (a child's write is done), at most until
 * `deadline`. Returns the logs still without an end line.
 */
export async function waitForLogs(state: RunState, deadline: number, now: () => number = Date.now, results: readonly string[] = []): Promise<string[]> {
  let open = awaitedLogs(state);
  const awaited = awaitedGateLogs(state).length === 0 ? results : [];
  const sizes = new Map<string, number | null>();
  for (;;) {
    open = open.filter((file) => !logEnded(tailOrNull(file)));
    let landed = false;
    for (const file of awaited) {
      const size = sizeOrNull(file);
      if (size !== null && size > 0 && sizes.get(file) === size) landed = true;
      sizes.set(file, size);
    }
    if ((open.length === 0 && (awaited.length === 0 || landed)) || now() >= deadline) return open;
    await new Promise((r) => setTimeout(r, Math.min(POLL_MS, Math.max(1, deadline - now()))));
  }
}

/**
 * `next --wait` (`wait`) or `--wait-seconds N` (`atMost`): wait until every log the run handed out
 * has its end line and, with no gate log, until the first child at work (confirmed, reported by
 * this call: `reported`, or handed out and not confirmed yet) has its result file, at most
 * NEXT_WAIT_SECONDS (OPENFORGE_NEXT_WAIT_SECONDS for tests and simulations), or `atMost` seconds
 * when that is shorter (a Code Mode cell waits only as long as its call budget lasts). A run that
 * cannot be read is reported by the cycle that follows, as without a wait. Returns whether the
 * command waits: its cycle then counts a spawn handed out and not confirmed as at work
 * (lib/run/engine/in-flight.ts).
 */
export async function waitForHandedOutLogs(runDir: string, env: Readonly<Record<string, string | undefined>>, homeDir: string, reported: readonly string[], asked: { wait: boolean; atMost: number | null }): Promise<boolean> {
  if (!asked.wait && asked.atMost === null) return false;
  // Read outside the run lock on purpose (the wait must not hold it up to NEXT_WAIT_SECONDS): the cycle that follows loads the run again, under the lock.
  const loaded = await loadRun(runDir, RUN_CONTRACT, openforgeHome(env, homeDir));
  if (!loaded.ok) return true;
  const set = Number(env.OPENFORGE_NEXT_WAIT_SECONDS);
  const cap = Number.isFinite(set) && set >= 0 && env.OPENFORGE_NEXT_WAIT_SECONDS !== '' ? set : NEXT_WAIT_SECONDS;
  const seconds = asked.atMost === null ? cap : Math.min(asked.atMost, cap);
  await waitForLogs(loaded.state, Date.now() + seconds * 1000, Date.now, awaitedResults(loaded.state, reported));
  return true;
}
