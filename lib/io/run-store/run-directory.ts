import { lstatSync, mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { describeFsError } from './atomic-write.js';
import { runPathProblem } from './run-file.js';

export const RUN_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,80}$/;
export const RUN_SUBDIRECTORIES = ['results', 'gates', 'baseline', 'notes'] as const;

export type RunDirectoryResult = { ok: true; path: string } | { ok: false; message: string };
export type CreateRunDirectoryResult =
  | { ok: true; path: string; gitignoreWritten: boolean }
  | { ok: false; message: string };

/** Why `runId` cannot name a directory, or null when it is safe. */
export function runIdProblem(runId: string): string | null {
  if (!RUN_ID_PATTERN.test(runId) || runId.includes('..')) {
    return (
      `run id ${JSON.stringify(runId)} is not filesystem-safe: use 1-81 letters, digits, '.', '_' or '-', ` +
      `starting with a letter or digit, and no '..'. Run \`openforge list\` to see the known run ids.`
    );
  }
  return null;
}

/** `<cwd>/.openforge` */
export function openforgeDirectory(cwd: string): string {
  return join(cwd, '.openforge');
}

/**
 * Why `<cwd>/.openforge` (or its `runs/`) may not be used, or null: a symbolic link (or a
 * dangling one) that leads outside the working directory would make OpenForge write there.
 */
export function openforgeDirectoryProblem(cwd: string): string | null {
  for (const path of [openforgeDirectory(cwd), join(openforgeDirectory(cwd), 'runs')]) {
    try {
      // A real directory inside cwd stays inside it; only a link needs resolving.
      if (!lstatSync(path).isSymbolicLink()) continue;
    } catch {
      return null; // Missing: created as a real directory when a run starts.
    }
    let real: string;
    let realCwd: string;
    try {
      real = realpathSync(path);
      realCwd = realpathSync(cwd);
    } catch {
      return `${path} is a symbolic link that leads nowhere; OpenForge keeps its runs in a real directory inside the working directory. Remove the link and retry.`;
    }
    const rel = relative(realCwd, real);
    if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) {
      return (
        `${path} leads to ${real}, outside the working directory ${realCwd} (a symbolic link); ` +
        `OpenForge writes only inside the working directory. Remove the link (or make it a real directory) and retry.`
      );
    }
  }
  return null;
}

/**
 * `<cwd>/.openforge/runs/<runId>`, refusing unsafe run ids, a `.openforge` that leads outside
 * `cwd`, and a run directory that is a symbolic link (or not a directory).
 */
export function runDirectory(cwd: string, runId: string): RunDirectoryResult {
  const path = join(openforgeDirectory(cwd), 'runs', runId);
  const problem = runIdProblem(runId) ?? openforgeDirectoryProblem(cwd) ?? runPathProblem(join(path, 'state.json'));
  if (problem !== null) return { ok: false, message: problem };
  return { ok: true, path };
}

/**
 * Create the run directory and its `results/`, `gates/`, `baseline/`, `notes/`; write
 * `.openforge/.gitignore` (`*`) once so runs never show up in the user's `git status`.
 */
export function createRunDirectory(cwd: string, runId: string): CreateRunDirectoryResult {
  const dir = runDirectory(cwd, runId);
  if (!dir.ok) return dir;
  for (const sub of RUN_SUBDIRECTORIES) {
    const path = join(dir.path, sub);
    try {
      mkdirSync(path, { recursive: true });
    } catch (err) {
      return { ok: false, message: describeFsError(path, 'create the directory', err) };
    }
  }
  const gitignore = join(openforgeDirectory(cwd), '.gitignore');
  try {
    writeFileSync(gitignore, '*\n', { flag: 'wx' });
    return { ok: true, path: dir.path, gitignoreWritten: true };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return { ok: true, path: dir.path, gitignoreWritten: false };
    return { ok: false, message: describeFsError(gitignore, 'write', err) };
  }
}
