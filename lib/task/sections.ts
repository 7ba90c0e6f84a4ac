// Section bodies shared by the phase, review and fix tasks (the spawn contract's
// fixed parts: opening, working directory, gate, constraints, time budget, result, rollback).

import { code, fence } from './markdown.js';
import { formatDuration } from '../text/duration.js';

export interface TaskPrd {
  title: string | null;
  objective: string | null;
}

/** What runs after the sub-agent finishes: exact commands, a description (checked by review), or nothing. */
export interface TaskGate {
  gateCommands?: readonly string[] | undefined;
  gateDescription?: string | null | undefined;
  /** Where the commands run when it is not the working directory: the phase's `Workdir:` inside the project. */
  gateWorkdir?: string | undefined;
}

export const prdTitle = (prd: TaskPrd): string => prd.title ?? '(untitled PRD)';

export const objectiveBody = (prd: TaskPrd): string => prd.objective?.trim() || 'Not stated in the PRD.';

export const OPENING =
  'Before acting, think briefly: the situation (what exists now, what this task changes), the risks ' +
  '(what could break, what is out of scope), and a short plan. Then act on the plan.';

export const workdirBody = (workdir: string | null | undefined): string =>
  workdir === null || workdir === undefined || workdir === '' ? 'Not specified.' : code(workdir);

export function gateBody(gate: TaskGate, workdir: string | null | undefined): string {
  const commands = gate.gateCommands ?? [];
  const where = gate.gateWorkdir
    ? ` in ${code(gate.gateWorkdir)} (the phase's \`Workdir:\`, not the project folder)`
    : workdir ? ` in ${code(workdir)}` : '';
  if (commands.length > 0) {
    return (
      `After you finish, the shell runs these commands${where}, in order; each must exit 0:\n` +
      `${fence(commands.join('\n'), 'sh')}\n` +
      'Run them yourself to check your work, but you do not run the verdict; the shell does.'
    );
  }
  const description = gate.gateDescription?.trim();
  if (description) return `No command runs. The gate is checked by review: ${description}`;
  return 'None.';
}

/**
 * The constraints every task carries. `openforgeFiles`: files inside `.openforge/` that the
 * phase's own `Files:` scope names (a draft's planner writes its PRD there); they are the only
 * exceptions besides the result file.
 */
export function constraintsBody(readOnly: boolean, extra: readonly string[] = [], openforgeFiles: readonly string[] = []): string {
  const allowed = ['writing the result file', ...openforgeFiles.map((f) => `\`${f}\`, in your scope`)].join(' and ');
  return [
    ...extra,
    readOnly ? 'Read only the files relevant to the tasks.' : 'Only touch files relevant to the tasks.',
    'Never expose credentials, keys or secrets (not in files, output or the result).',
    'Do the work yourself: start no sub-agents (no `sessions_spawn`) and hand nothing on; OpenForge starts and checks every sub-agent of this run.',
    `Do not edit \`.openforge/\` (except ${allowed}).`,
  ]
    .map((l) => `- ${l}`)
    .join('\n');
}

export const timeBody = (seconds: number): string =>
  `${formatDuration(seconds)}. If you cannot finish in time, write the result with status BLOCKED before it ends.`;

const ENVELOPE_EXAMPLE =
  '{"status":"DONE","summary":"…","findings":[{"severity":"suggestion","description":"…","file":"src/a.ts","line":12}],' +
  '"evidence":["npm test: 42 passed"],"filesModified":["src/a.ts"],"recommendation":"…",' +
  '"acceptance":[{"criterion":"…","met":true,"note":"…"}]}';

export interface ResultBodyOptions {
  readOnly: boolean;
  /** What `summary` must say (e.g. "what changed, file by file"). */
  summaryHint: string;
}

/** The result or report comes last: OpenForge takes the file as the signal that the child is done. */
export const WRITE_LAST = 'Write this file last, after every edit: OpenForge reads it as your signal that you are done.';

/** The result envelope instructions (lib/schema/result.ts ResultEnvelope), with a compact example. */
export function resultBody(resultFile: string, options: ResultBodyOptions): string {
  return [
    `Write one JSON object (no prose around it) to ${code(resultFile)} with exactly these fields:`,
    '- `status`: `DONE` | `BLOCKED` (cannot proceed; say why) | `ERROR`',
    `- \`summary\`: ${options.summaryHint}; later phases see it`,
    '- `findings`: `[{severity: blocking|required|suggestion, description, file?, line?}]`',
    '- `evidence`: strings: commands run with their outcome, files read; back every finding',
    `- \`filesModified\`: paths relative to the working directory${options.readOnly ? ' (must be `[]`)' : ''}`,
    '- `recommendation`: the next step you advise',
    '- `acceptance`: `[{criterion, met, note?}]`, one per acceptance criterion, text verbatim',
    fence(ENVELOPE_EXAMPLE, 'json'),
    WRITE_LAST,
  ].join('\n');
}

export const rollbackBody = (readOnly: boolean): string =>
  readOnly
    ? 'No changes: read-only. If you cannot finish, write the result with status BLOCKED and why.'
    : 'If you cannot finish: revert your partial edits, or list every file you left changed in ' +
      '`filesModified`; set status BLOCKED and say what remains.';
