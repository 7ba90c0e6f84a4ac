// A minimal host agent for the crash and concurrency suites: it follows the run protocol
// (spawn → `spawned` → the child writes its result → `next`; gate → bash; ask → `decide`;
// a spawn it never saw (its printing command died) → `resume`) with its to-do list as plain
// data, so that it can be copied at any point and continued in a cloned sandbox.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { envelopeText, type Action, type NextReport } from '../sim/host-agent.js';
import type { CliRun, Sandbox } from './harness.js';
import { taskFileNamedIn } from '../helpers/task-file.js';

export interface Todo {
  argv: string[];
  /** After the command succeeds, the child completes and writes this result file. */
  result?: { file: string; text: string };
}

export interface AgentState {
  runId: string | null;
  runDir: string | null;
  /** Every spawn action id the agent was handed, in order. */
  seen: string[];
  todo: Todo[];
  done: boolean;
  problems: string[];
}

export const RUN_COMMANDS = new Set(['run', 'next', 'resume']);

export function initialAgent(prdFile: string, project: string): AgentState {
  return { runId: null, runDir: null, seen: [], todo: [{ argv: ['run', prdFile, '--cwd', project, '--json'] }], done: false, problems: [] };
}

/** Take in a report the agent saw (of run, next or resume): queue what it says to do. */
export function takeReport(state: AgentState, sb: Sandbox, report: NextReport, from: string): void {
  if (state.runId === null || report.runId !== state.runId) {
    state.runId = report.runId;
    state.runDir = report.runDir ?? state.runDir;
  }
  let needNext = true;
  for (const a of report.actions as Action[]) {
    switch (a.kind) {
      case 'spawn':
        if (state.seen.includes(a.id)) state.problems.push(`spawn ${a.id} emitted twice (again by ${from})`);
        // The child reads its task file first: a printed spawn whose file is missing is lost work.
        {
          const taskFile = taskFileNamedIn(a.spawn.task);
          if (taskFile === null || !existsSync(taskFile)) state.problems.push(`spawn ${a.id}: task file missing (printed by ${from})`);
        }
        state.seen.push(a.id);
        state.todo.push({
          argv: ['spawned', report.runId, a.id, '--session', `agent:main:subagent:${a.id}`, '--json'],
          result: { file: a.resultFile, text: envelopeText({ kind: 'envelope', summary: `${a.phase} done`, filesModified: [] }) },
        });
        break;
      case 'gate': {
        const r = spawnSync('bash', ['-c', a.exec.command], { cwd: a.exec.workdir, encoding: 'utf8', env: { PATH: process.env.PATH } });
        if (r.status === null) state.problems.push(`gate ${a.id} did not run`);
        break;
      }
      case 'ask':
        // The run's gate confirmation (issue 16) is answered with --gates, an approval with its phase.
        state.todo.push({ argv: a.id === 'run.confirm-gates' ? ['decide', report.runId, '--gates', 'approve', '--json'] : ['decide', report.runId, a.phase, 'approve', '--json'] });
        break;
      case 'wait': {
        const lost = a.waitingFor.filter((id) => /\.s\d+$/.test(id) && !state.seen.includes(id));
        if (lost.length > 0) {
          state.todo.push({ argv: ['resume', report.runId, '--json'] });
          needNext = false;
        }
        break;
      }
      case 'escalate':
        state.problems.push(`escalated: ${a.message.slice(0, 300)}`);
        state.done = true;
        needNext = false;
        break;
      case 'complete':
        state.done = true;
        needNext = false;
        break;
    }
  }
  if (needNext) state.todo.push({ argv: ['next', report.runId, '--json'] });
}

/** Take in the outcome of a finished (not killed) command. */
export function takeOutcome(state: AgentState, sb: Sandbox, todo: Todo, r: CliRun): void {
  const name = todo.argv[0] ?? '';
  if (r.code === 3 || r.code === null || /^\s+at /m.test(r.stderr)) state.problems.push(`\`${todo.argv.join(' ')}\` crashed (${r.code ?? r.signal}): ${r.stderr.slice(0, 400)}`);
  if (RUN_COMMANDS.has(name)) {
    if (r.json === null || (r.code !== 0 && r.code !== 1)) {
      state.problems.push(`\`${todo.argv.join(' ')}\` exited ${r.code}: ${r.stderr.slice(0, 400)}${r.stdout.slice(0, 400)}`);
      state.done = true;
      return;
    }
    takeReport(state, sb, r.json as NextReport, name);
    return;
  }
  if (r.code !== 0) state.problems.push(`\`${todo.argv.join(' ')}\` exited ${r.code}: ${r.stderr.slice(0, 400)}`);
  if (todo.result !== undefined) {
    mkdirSync(dirname(todo.result.file), { recursive: true });
    writeFileSync(todo.result.file, todo.result.text);
  }
}
