// Drives the draft flow through the CLI in process, the way the agent would: write the
// request file, `draft`, `spawned`, a scripted planner writes the PRD and its result, the
// shell's gate (OpenForge's validator) writes its log, `next`, then approve or reject.

import { mkdirSync, readdirSync, readFileSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { expect } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { schemaErrors } from '../helpers/schemas.js';
import { PROJECTS, writeProject } from '../detect/projects.js';
import { taskFileNamedIn } from '../helpers/task-file.js';

export interface Project {
  dir: string;
  env: Record<string, string>;
}

export const NOW = 1796029200000;

let counter = 0;
export function makeProject(root: string, fixture: string): Project {
  counter += 1;
  const dir = join(root, `${fixture}-${counter}`);
  writeProject(dir, PROJECTS[fixture] ?? {});
  return { dir, env: { OPENFORGE_HOME: join(root, `home-${counter}`), OPENFORGE_NOW: String(NOW) } };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Doc = any;

/** One CLI call with --json; its document checked against its schema. */
export async function cli(p: Project, argv: string[], schema: string | null = 'next'): Promise<{ code: number; doc: Doc }> {
  const r = await runCli([...argv, '--json'], { env: p.env, cwd: p.dir });
  const doc = JSON.parse(r.stdout) as Doc;
  if (schema !== null) expect(schemaErrors(schema, doc)).toBe('');
  return { code: r.code, doc };
}

/** Every file outside `.openforge/`, with its content: what approval must not have changed before. */
export function treeOutsideOpenforge(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string): void => {
    for (const name of readdirSync(d).sort()) {
      const path = join(d, name);
      const rel = relative(dir, path);
      if (rel === '.openforge') continue;
      if (statSync(path).isDirectory()) walk(path);
      else out[rel] = readFileSync(path, 'utf8');
    }
  };
  walk(dir);
  return out;
}

export function writeFile(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

export interface PhaseSpec {
  name: string;
  tasks: string[];
  gates: string[];
  type?: string;
  header?: string;
  files?: string[];
  acceptance?: string[];
}

/** A PRD as a planner would write it. */
export function prdText(title: string, objective: string, phases: readonly PhaseSpec[]): string {
  const body = phases.map((p) =>
    [
      `### Phase: ${p.name}${p.header === undefined ? '' : ` ${p.header}`}`,
      ...(p.type === undefined ? [] : [`**Type:** ${p.type}`]),
      ...(p.files === undefined ? [] : [`**Files:** ${p.files.join(', ')}`]),
      '**Tasks:**',
      ...p.tasks.map((t) => `- ${t}`),
      ...(p.gates.length === 0 ? [] : [`**Gate:** ${p.gates.map((g) => `\`${g}\``).join(' ')}`]),
      ...(p.acceptance === undefined ? [] : ['**Acceptance:**', ...p.acceptance.map((a) => `- ${a}`)]),
      '',
    ].join('\n'),
  );
  return `# PRD: ${title}\n\n## Objective\n\n${objective}\n\n## Phases\n\n${body.join('\n')}`;
}

/** The full task text of a spawn action: handed over in its task file. */
export const taskText = (spawn: Doc): string => readFileSync(taskFileNamedIn((spawn.spawn as Doc).task as string) ?? '', 'utf8');

export const action = (doc: Doc, kind: string): Doc => (doc.actions as Doc[]).find((a) => a.kind === kind);

/** The drafted PRD's path in the planner's task (relative to the project). */
export function prdFileOf(spawn: Doc): string {
  const m = /to `(\.openforge\/prds\/[^`]+\.prd\.md)`/.exec(taskText(spawn));
  if (m === null) throw new Error('the planner task names no PRD file');
  return m[1] as string;
}

/** The planner's work: the PRD (or nothing) and its result file (an envelope, or prose). */
export function plannerWrites(p: Project, spawn: Doc, prd: string | null, result: 'envelope' | 'prose' = 'envelope'): void {
  if (prd !== null) writeFile(join(p.dir, prdFileOf(spawn)), prd);
  const text =
    result === 'envelope'
      ? JSON.stringify({ status: 'DONE', summary: 'Drafted the PRD.', findings: [], evidence: [], filesModified: [prdFileOf(spawn)], recommendation: 'approve', acceptance: [] })
      : 'Done: I wrote the PRD with the phases you asked for.';
  writeFile(spawn.resultFile as string, text);
}

/**
 * The shell running the gate as given: the exec command is OpenForge's validator on the PRD
 * file (in process, `openforge validate FILE`), its output and exit status go to the log.
 */
export async function runValidatorGate(p: Project, gate: Doc): Promise<number> {
  // The gate inside the exec command's log wrapper (lib/gate/exec.ts): `…;openforge validate FILE;printf …`.
  const m = /;openforge validate '?([^' ;]+)'?;printf /.exec(gate.exec.command as string);
  if (m === null) throw new Error(`not a validator gate: ${gate.exec.command}`);
  const workdir = gate.exec.workdir as string;
  const start = Math.floor(Date.now() / 1000);
  const r = await runCli(['validate', m[1] as string], { env: p.env, cwd: workdir });
  // What the wrapper writes around the gate's output: where and when it ran, its exit status.
  const end = Math.floor(Date.now() / 1000);
  writeFile(gate.logFile as string, `openforge-cwd=${realpathSync(workdir)}\nopenforge-start=${start}\n${r.stdout}${r.stderr}openforge-exit=${r.code} end=${end}\n`);
  return r.code;
}

/** `draft` → `spawned` → the planner → `next` (the gate) → the gate → `next`: the document after the gate's verdict. */
export async function draftOnce(p: Project, spawn: Doc, runId: string, prd: string | null, result: 'envelope' | 'prose' = 'envelope'): Promise<Doc> {
  expect((await cli(p, ['spawned', runId, spawn.id, '--session', `child-${spawn.id}`], 'spawned')).code).toBe(0);
  plannerWrites(p, spawn, prd, result);
  const afterResult = await cli(p, ['next', runId]);
  const gate = action(afterResult.doc, 'gate');
  if (gate === undefined) return afterResult.doc;
  await runValidatorGate(p, gate);
  return (await cli(p, ['next', runId])).doc;
}

/**
 * The shell running the test baseline's gates (docs/design.md#test-baseline) on the untouched
 * tree, as the agent would: each `baseline.gN` gate is answered with the log of a run whose tests
 * fail before any work (exit 1, no runner report), then `next`. Returns the document after the
 * last one (the run's first spawns) and how many baseline gates ran.
 */
export async function throughBaseline(p: Project, runId: string, doc: Doc): Promise<{ doc: Doc; gates: number }> {
  let current = doc;
  for (let n = 1; n <= 10; n++) {
    const gate = (current.actions as Doc[]).find((a) => a.kind === 'gate' && String(a.id).startsWith('baseline.'));
    if (gate === undefined) return { doc: current, gates: n - 1 };
    expect(gate.id).toBe(`baseline.g${n}`);
    const t = Math.floor(Date.now() / 1000);
    writeFile(gate.logFile as string, `openforge-cwd=${realpathSync(gate.exec.workdir as string)}\nopenforge-start=${t}\nopenforge-exit=1 end=${t}\n`);
    current = (await cli(p, ['next', runId])).doc;
  }
  throw new Error('more than 10 baseline gates');
}

export async function startDraft(p: Project, request: string, extra: string[] = []): Promise<{ runId: string; spawn: Doc; doc: Doc }> {
  writeFile(join(p.dir, '.openforge', 'request.md'), request);
  const { code, doc } = await cli(p, ['draft', '.openforge/request.md', '--cwd', p.dir, ...extra]);
  expect(code).toBe(0);
  return { runId: doc.runId as string, spawn: action(doc, 'spawn'), doc };
}
