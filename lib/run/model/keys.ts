// Names the run gives to phases, actions and files. Phase names come from the PRD and may
// hold anything (`../`, spaces, NUL): they never become path components as written.

import { redactSecrets } from '../../secrets/index.js';
import type { RunGateCommand } from '../../schema/run.js';

/** How long a key's readable part may be. */
const SLUG_MAX = 40;

/**
 * `3-implement-jwt`: the phase's 1-based position plus a filesystem-safe slug of its name,
 * secrets redacted first (the key names action ids, files and commands, printed verbatim).
 */
export function phaseKey(name: string, index: number): string {
  const slug = redactSecrets(name)
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/[-.]+$/g, '');
  return slug === '' ? `${index + 1}` : `${index + 1}-${slug}`;
}

/** Join path segments with '/' (run directories are absolute POSIX-style paths from the shell). */
export const joinPath = (dir: string, ...parts: string[]): string =>
  [dir.replace(/[\\/]+$/, ''), ...parts].join(dir.includes('\\') && !dir.includes('/') ? '\\' : '/');

/**
 * The folder a gate runs in: the project `project`, or its phase's `Workdir:` inside it
 * (docs/design.md#gates). A workdir has no link on its way, so under the project's real path
 * it is the folder `pwd -P` prints there.
 */
export const gateFolder = (project: string, gate: { workdir?: string | undefined }): string =>
  gate.workdir === undefined ? project : joinPath(project, gate.workdir);

/** The n-th spawn of a phase: `3-implement.s2`. */
export const spawnActionId = (key: string, n: number): string => `${key}.s${n}`;
/** The n-th gate run of a phase: `3-implement.g1`. */
export const gateActionId = (key: string, n: number): string => `${key}.g${n}`;

/** `-k3j9x2q7m1`: the unguessable part of an action's file names (empty without a token). */
const tokenPart = (token: string | undefined): string => (token === undefined || token === '' ? '' : `-${token}`);
/** A spawn's result: `results/<action-id>-<token>.json`, the token fresh and unguessable. */
export const resultFilePath = (runDir: string, actionId: string, token?: string): string =>
  joinPath(runDir, 'results', `${actionId}${tokenPart(token)}.json`);
/** A gate's log: `gates/<action-id>-<token>.log`, the token fresh and unguessable (docs/design.md#run-state). */
export const gateLogPath = (runDir: string, actionId: string, token?: string): string => joinPath(runDir, 'gates', `${actionId}${tokenPart(token)}.log`);

/** What every gate issue names of the gate it hands out: its command, its folder, and its log under a fresh token. */
export function gateRunFields(runDir: string, actionId: string, command: RunGateCommand, token: string | undefined): { command: string; workdir?: string; logFile: string } {
  return { command: command.command, ...(command.workdir === undefined ? {} : { workdir: command.workdir }), logFile: gateLogPath(runDir, actionId, token) };
}
/** The full task text of a spawn, which its child reads first (lib/run/engine/handoff.ts). */
export const taskFilePath = (runDir: string, actionId: string): string => joinPath(runDir, 'tasks', `${actionId}.md`);
/** The task file of the spawn whose result goes to `resultFile`: the same name (and token) in `tasks/`. */
export function taskFileFor(runDir: string, resultFile: string): string {
  const name = resultFile.slice(Math.max(resultFile.lastIndexOf('/'), resultFile.lastIndexOf('\\')) + 1).replace(/\.(json|md)$/, '');
  return taskFilePath(runDir, name);
}
/** Where the agent writes the user's reason for an `ask` action's reject (`decide … --note-file`). */
export const noteFilePath = (runDir: string, actionId: string): string => joinPath(runDir, 'notes', `${actionId}.md`);

/** `run-20261130-043512.md`: the completion summary's name (docs/design.md#completion). */
export function summaryFileName(finishedAt: number): string {
  const iso = new Date(finishedAt).toISOString();
  return `run-${iso.slice(0, 10).replace(/-/g, '')}-${iso.slice(11, 19).replace(/:/g, '')}.md`;
}

/** Where the summary of a run that ends at `finishedAt` is written: `<cwd>/.openforge/run-….md`. */
export const summaryPath = (state: { cwd: string }, finishedAt: number): string => joinPath(state.cwd, '.openforge', summaryFileName(finishedAt));

/** A run id: the start time (UTC) plus a random suffix the shell supplies: `20261130-043512-a1b2`. */
export function makeRunId(startedAt: number, suffix: string): string {
  const iso = new Date(startedAt).toISOString();
  return `${iso.slice(0, 10).replace(/-/g, '')}-${iso.slice(11, 19).replace(/:/g, '')}-${suffix}`;
}
