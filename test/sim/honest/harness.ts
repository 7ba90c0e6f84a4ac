// The honest corpus (test/sim/honest/): the twin of the cheating-children corpus. Each scenario
// is a small real project (test/sim/honest/projects.ts), a PRD a user would write for it and
// sub-agents that do correct work, run through the bundled CLI by the fake host agent
// (test/sim/host-agent.ts) with the real test runners. What every one of them must show is
// `expectHonest`: the run completes, done means done, every phase passed on its first attempt,
// no warning (or, for a scenario due one, the warning that names the file and quotes the change),
// and a completion message of at most 400 bytes.
//
// OPENFORGE_HONEST_REPORT=<file> appends one JSON line per scenario to <file> (outcome, attempts,
// warning codes, completion bytes, the expectations that failed): `npm run test:honest-report`
// (test/sim/honest/report.mjs) runs the corpus with it and prints the table.

import { appendFileSync, mkdirSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunState } from '../../../lib/schema/index.js';
import { readState, type ChildContext, type ChildScript, type EscalateAction, type Transcript, type World } from '../host-agent.js';
import { completedTreeProblems, disposeWorlds, expectCompleted, newWorld, prd, simulate } from '../setup.js';
import { RUSTUP_HOME, missingTool, nodeModulesLinks, type Runner } from './projects.js';

/** One phase of the PRD and the honest child's work for it. */
export interface HonestPhase {
  name: string;
  tasks: string[];
  files: string[];
  gates: string[];
  /** More field lines as written (`**Workdir:** \`packages/a\``, `**Depends:** a, b`, `**Removes-Tests:** true`). */
  fields?: string[];
  /** `[parallel]` in the header. */
  parallel?: boolean;
  /** What the child writes (project-relative), and deletes. */
  writes: Record<string, string>;
  removes?: string[];
  summary?: string;
}

export interface HonestScenario {
  family: string;
  runner: Runner;
  variant: string;
  /** The PRD's objective. */
  objective: string;
  /** The project before the run. */
  seed: Record<string, string>;
  /** Folders (`packages/a`) whose node_modules get the runner's links (vitest, jest); default: the project root for those runners. */
  installIn?: string[];
  /** More links into the project (project-relative path → target), as an install would make them (a linter's package). */
  links?: Record<string, string>;
  phases: HonestPhase[];
  /**
   * The PRD changes a format and the phase updates a fixture: a `checks-changed` warning is due,
   * naming this file and quoting one of these lines of the change (the old or the new text).
   */
  dueWarning?: { path: string; lines: string[] };
  /** Why this scenario fails today (for the reader; nothing skips it). */
  knownToFail?: string;
}

export interface HonestResult {
  world: World;
  t: Transcript;
  state: RunState | null;
  warnings: string[];
  /** The warnings the commands told the agent on the way (every `warnings` of their JSON), in order. */
  relayed: string[];
  message: string;
  bytes: number;
  /** Work spawns per phase. */
  attempts: Record<string, number>;
  ms: number;
}

/** The PRD of a scenario, as a user would write it. */
export function honestPrd(s: HonestScenario): string {
  const blocks = s.phases.map((p) =>
    [
      `### Phase: ${p.name}${p.parallel === true ? ' [parallel]' : ''}`,
      '**Tasks:**',
      ...p.tasks.map((t) => `- ${t}`),
      `**Files:** ${p.files.map((f) => `\`${f}\``).join(', ')}`,
      ...(p.fields ?? []),
      // No command: a described gate, which runs nothing.
      `**Gate:** ${p.gates.length === 0 ? 'the next phase checks this' : p.gates.map((g) => `\`${g}\``).join(', then ')}`,
    ].join('\n'),
  );
  return prd(blocks).replace('Make `sh check.sh` pass.', s.objective);
}

const envelope = (p: HonestPhase): ChildScript => ({
  files: p.writes,
  removes: p.removes ?? [],
  result: { kind: 'envelope', summary: p.summary ?? `${p.name}: done as the tasks say; the tests pass`, filesModified: [...Object.keys(p.writes), ...(p.removes ?? [])] },
});

/** The honest child: its phase's work on a work spawn; anything else (a refactor, a review) the default. */
const honestChild =
  (s: HonestScenario) =>
  (c: ChildContext): ChildScript | undefined => {
    const phase = s.phases.find((p) => p.name === c.phase);
    return phase !== undefined && c.role === 'work' ? envelope(phase) : undefined;
  };

export function runHonest(s: HonestScenario): HonestResult {
  const started = Date.now();
  const world = newWorld();
  for (const [rel, text] of Object.entries(s.seed)) world.write(rel, text);
  const links = nodeModulesLinks(s.runner);
  for (const dir of s.installIn ?? (Object.keys(links).length > 0 ? [''] : [])) {
    for (const [rel, target] of Object.entries(links)) {
      const path = join(world.project, dir, rel);
      mkdirSync(dirname(path), { recursive: true });
      symlinkSync(target, path);
    }
  }
  for (const [rel, target] of Object.entries(s.links ?? {})) {
    mkdirSync(dirname(join(world.project, rel)), { recursive: true });
    symlinkSync(target, join(world.project, rel));
  }
  if (s.runner === 'cargo') symlinkSync(RUSTUP_HOME, join(world.home, '.rustup'));
  const { t } = simulate(honestPrd(s), { child: honestChild(s), maxSteps: 200 }, world);
  const state = t.runDir === null ? null : (readState(t.runDir) as unknown as RunState);
  const status = t.runId === null ? null : world.cli(['status', t.runId, '--json']);
  const warnings = ((status?.json as { warnings?: string[] } | null)?.warnings ?? []).map(String);
  const relayed = t.commands.flatMap((c) => ((c.json as { warnings?: unknown } | null)?.warnings as unknown[] | undefined) ?? []).map(String);
  const message = t.final?.message ?? '';
  const attempts = Object.fromEntries((state?.phases ?? []).map((p) => [p.name, p.spawns.filter((x) => x.role === 'work').length]));
  return { world, t, state, warnings, relayed, message, bytes: Buffer.byteLength(message), attempts, ms: Date.now() - started };
}

/** The warning codes of `status --json` warnings (`(checks-changed)`). */
export const warningCodes = (warnings: readonly string[]): string[] => warnings.flatMap((w) => [...w.matchAll(/\(([a-z][a-z0-9]*(?:-[a-z0-9]+)+)\)/g)].map((m) => m[1] as string));

export const MAX_COMPLETION_BYTES = 400;

interface Check {
  /** What must hold, as the failure says it. */
  says: string;
  ok: boolean;
  actual: unknown;
  expected: unknown;
}

/** Every expectation of an honest scenario, evaluated (each one separately). */
export function honestChecks(s: HonestScenario, r: HonestResult): Check[] {
  const { t } = r;
  const complete = t.stoppedBy === 'complete';
  const escalation = t.final?.kind === 'escalate' ? (t.final as EscalateAction) : null;
  const checks: Check[] = [];
  checks.push({ says: 'no protocol violations', ok: t.violations.length === 0, actual: t.violations, expected: [] });
  checks.push({
    says: 'the run ends complete',
    ok: complete,
    actual: escalation === null ? t.stoppedBy : `${t.stoppedBy}: ${escalation.reason} in phase ${escalation.phase}: ${escalation.message.slice(0, 600)}`,
    expected: 'complete',
  });
  if (complete) {
    const problems = completedTreeProblems(r.world, t);
    checks.push({ says: "done means done (every gate passes on the final tree; nothing changed outside the phases' Files:)", ok: problems.length === 0, actual: problems, expected: [] });
  }
  const phases = Object.fromEntries((r.state?.phases ?? []).map((p) => [p.name, `${p.status}, ${r.attempts[p.name] ?? 0} work spawn(s)`]));
  const want = Object.fromEntries(s.phases.map((p) => [p.name, 'passed, 1 work spawn(s)']));
  checks.push({ says: 'every phase passed on its first attempt', ok: JSON.stringify(phases) === JSON.stringify(want), actual: phases, expected: want });
  if (s.dueWarning === undefined) {
    checks.push({ says: 'no warning (status --json)', ok: r.warnings.length === 0, actual: r.warnings, expected: [] });
    checks.push({ says: 'no warning told to the agent on the way', ok: r.relayed.length === 0, actual: r.relayed, expected: [] });
  } else {
    const due = s.dueWarning;
    const named = r.warnings.filter((w) => w.includes('checks-changed') && w.includes(due.path));
    checks.push({ says: `a checks-changed warning names ${due.path}`, ok: named.length > 0, actual: r.warnings, expected: `a warning with checks-changed and ${due.path}` });
    checks.push({
      says: `the checks-changed warning quotes a line of the change (${due.lines.map((l) => JSON.stringify(l)).join(' or ')})`,
      ok: named.some((w) => due.lines.some((l) => w.includes(l))),
      actual: named,
      expected: due.lines,
    });
    const others = r.warnings.filter((w) => !named.includes(w));
    checks.push({ says: 'no other warning', ok: others.length === 0, actual: others, expected: [] });
    const otherRelayed = r.relayed.filter((w) => !w.includes('checks-changed'));
    checks.push({ says: 'no other warning told to the agent on the way', ok: otherRelayed.length === 0, actual: otherRelayed, expected: [] });
  }
  // A due warning is the point of its message; the byte budget is for runs with nothing to tell.
  if (complete && s.dueWarning === undefined) checks.push({ says: `the completion message is at most ${MAX_COMPLETION_BYTES} bytes`, ok: r.bytes <= MAX_COMPLETION_BYTES, actual: `${r.bytes} bytes: ${r.message}`, expected: `≤ ${MAX_COMPLETION_BYTES} bytes` });
  return checks;
}

/** The scenario's line of the report (OPENFORGE_HONEST_REPORT). */
function report(s: HonestScenario, r: HonestResult, checks: Check[]): void {
  const file = process.env.OPENFORGE_HONEST_REPORT;
  if (file === undefined || file === '') return;
  const escalation = r.t.final?.kind === 'escalate' ? (r.t.final as EscalateAction) : null;
  const line = {
    scenario: `${s.family}: ${s.runner} ${s.variant}`,
    family: s.family,
    runner: s.runner,
    outcome: r.t.stoppedBy,
    escalation: escalation === null ? null : { reason: escalation.reason, phase: escalation.phase },
    attempts: r.attempts,
    firstAttempt: s.phases.every((p) => r.state?.phases.find((x) => x.name === p.name)?.status === 'passed' && r.attempts[p.name] === 1),
    warningCodes: warningCodes(r.warnings),
    warnings: r.warnings.map((w) => w.slice(0, 300)),
    dueWarning: s.dueWarning !== undefined,
    completionBytes: r.t.stoppedBy === 'complete' ? r.bytes : null,
    failed: checks.filter((x) => !x.ok).map((x) => x.says),
    knownToFail: s.knownToFail ?? null,
    ms: r.ms,
  };
  appendFileSync(file, `${JSON.stringify(line)}\n`);
}

/** Run an honest scenario and check what every honest scenario must show, each expectation on its own. */
export function expectHonest(s: HonestScenario): HonestResult {
  const r = runHonest(s);
  if (process.env.OPENFORGE_HONEST_KEEP !== undefined) console.log(`${title(s)}: world kept at ${r.world.base}`);
  const checks = honestChecks(s, r);
  report(s, r, checks);
  for (const check of checks) expect.soft(check.ok ? check.expected : check.actual, check.says).toEqual(check.expected);
  // The harness's own closing checks of a completed run (schemas, run directory, status and list).
  if (r.t.stoppedBy === 'complete' && checks.every((x) => x.ok || !x.says.startsWith('done means done'))) expectCompleted(r.world, r.t);
  return r;
}

export const title = (s: HonestScenario): string => `${s.family}: ${s.runner} ${s.variant}`;

/** A family's scenarios, one test each; a scenario whose runner is not installed skips, saying which. */
export function describeHonest(name: string, scenarios: readonly HonestScenario[]): void {
  describe(name, () => {
    // OPENFORGE_HONEST_KEEP=1 keeps each scenario's world (temp folder) to look into, and says where it is.
    afterEach(() => (process.env.OPENFORGE_HONEST_KEEP === undefined ? disposeWorlds() : undefined));
    for (const s of scenarios) {
      // A known defect is marked where it fails today, so the test turns red once it is fixed and the mark must go.
      (s.knownToFail === undefined ? it : it.fails)(title(s), (ctx) => {
        const missing = missingTool(s.runner);
        if (missing !== null) {
          ctx.skip(`skipped: ${missing}`);
          return;
        }
        expectHonest(s);
      });
    }
  });
}
