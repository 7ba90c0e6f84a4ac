// Run files cannot be redirected (issue 16 part 6): a symbolic link, FIFO or device planted at
// any file or directory OpenForge opens under `.openforge/` is refused at once — never
// followed, never blocked on — with a clear message and exit code; nothing is written outside
// the project, and the run lock is released.

import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, lstatSync, realpathSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Action, NextReport, StartReport } from '../sim/host-agent.js';
import { Sandbox, STACK_LINE } from './harness.js';
import { failureSaid } from '../helpers/failure-said.js';

const sandboxes: Sandbox[] = [];
afterEach(() => {
  for (const sb of sandboxes.splice(0)) sb.dispose();
});

const PRD = `# PRD: Planted\n\n## Objective\nStay inside.\n\n## Phases\n\n### Phase: a\n**Tasks:**\n- Write \`out.txt\`\n\n**Gate:** \`npm test\`\n`;
const RESULT = JSON.stringify({ status: 'DONE', summary: 'ok', findings: [], evidence: [], filesModified: [], recommendation: 'go', acceptance: [] });
/** A command that would block or eat memory on a FIFO or /dev/zero is killed after this. */
const KILL_MS = 20_000;
const CANARY = 'canary: must never change\n';

type Plant = 'link-outside' | 'link-dev-zero' | 'link-dev-urandom' | 'fifo' | 'device';
const PLANTS: Plant[] = ['link-outside', 'link-dev-zero', 'link-dev-urandom', 'fifo', 'device'];

/** Device nodes can be made only as root; the other kinds run everywhere. */
const canMknod = process.getuid?.() === 0;

interface Staged {
  sb: Sandbox;
  runId: string;
  runDir: string;
  outside: string;
  spawn: Extract<Action, { kind: 'spawn' }>;
  gate: Extract<Action, { kind: 'gate' }> | null;
}

/** A gate log as the exec command writes it (its own first lines, the output, the marker with the end time). */
const shellLog = (cwd: string, output: string, exit: number): string => {
  const t = Math.floor(Date.now() / 1000);
  return `openforge-cwd=${cwd}\nopenforge-start=${t}\n${output}openforge-exit=${exit} end=${t}\n`;
};

/** A started run at its first action (the test baseline's gate); a canary file outside the project. */
async function started(): Promise<{ sb: Sandbox; outside: string; report: StartReport; baseline: Extract<Action, { kind: 'gate' }> }> {
  const sb = new Sandbox();
  sandboxes.push(sb);
  sb.write('out.txt', 'ok');
  sb.write('p.prd.md', PRD);
  const outside = join(sb.base, 'outside');
  mkdirSync(outside);
  writeFileSync(join(outside, 'canary.txt'), CANARY);
  const run = await sb.cli(['run', 'p.prd.md', '--cwd', sb.project, '--json']);
  expect(run.code, run.stderr).toBe(0);
  const report = run.json as StartReport;
  const baseline = report.actions.find((a) => a.kind === 'gate') as Extract<Action, { kind: 'gate' }>;
  expect(baseline.id).toBe('baseline.g1');
  return { sb, outside, report, baseline };
}

/** A run at its first spawn (confirmed), optionally at its gate; a canary file outside the project. */
async function stage(toGate: boolean): Promise<Staged> {
  const { sb, outside, report, baseline } = await started();
  // The test baseline runs `npm test` once on the untouched tree first: the shell's log of it
  // (it fails: no package.json), then `next` issues the spawn.
  writeFileSync(baseline.logFile, shellLog(realpathSync(sb.project), 'npm error Missing script: "test"\n', 1));
  const afterBaseline = await sb.cli(['next', report.runId, '--json']);
  expect(afterBaseline.code, afterBaseline.stderr).toBe(0);
  const spawn = (afterBaseline.json as NextReport).actions.find((a) => a.kind === 'spawn') as Extract<Action, { kind: 'spawn' }>;
  const confirmed = await sb.cli(['spawned', report.runId, spawn.id, '--session', 'agent:main:subagent:x', '--json']);
  expect(confirmed.code, confirmed.stderr).toBe(0);
  let gate: Staged['gate'] = null;
  if (toGate) {
    writeFileSync(spawn.resultFile, RESULT);
    const next = await sb.cli(['next', report.runId, '--json']);
    expect(next.code, next.stderr).toBe(0);
    gate = (next.json as NextReport).actions.find((a) => a.kind === 'gate') as Extract<Action, { kind: 'gate' }>;
    expect(gate).toBeDefined();
  }
  return { sb, runId: report.runId, runDir: report.runDir, outside, spawn, gate };
}

/** Put `plant` at `path` (whatever stood there is moved aside first). */
function plant(path: string, kind: Plant, outside: string): void {
  rmSync(path, { force: true, recursive: true });
  mkdirSync(dirname(path), { recursive: true });
  if (kind === 'link-outside') symlinkSync(join(outside, 'canary.txt'), path);
  else if (kind === 'link-dev-zero') symlinkSync('/dev/zero', path);
  else if (kind === 'link-dev-urandom') symlinkSync('/dev/urandom', path);
  else if (kind === 'fifo') execFileSync('mkfifo', [path]);
  else execFileSync('mknod', [path, 'c', '1', '5']); // /dev/zero's numbers
}

/** Nothing outside the project changed; the run's lock is not left behind. */
function expectContained(s: Staged, lockPlanted = false): void {
  expect(readdirSync(s.outside)).toEqual(['canary.txt']);
  expect(readFileSync(join(s.outside, 'canary.txt'), 'utf8')).toBe(CANARY);
  if (!lockPlanted) expect(existsSync(join(s.runDir, 'lock'))).toBe(false);
  expect(existsSync(join(s.sb.project, '.openforge', 'lock'))).toBe(false);
}


const kinds = PLANTS.filter((k) => k !== 'device' || canMknod);

/** `next` on a run with a planted file: it ends (not killed), exit 0, no stack, a warning naming the refusal. */
async function nextWarnedOfPlant(s: Staged): Promise<NextReport & { warnings: string[] }> {
  const next = await s.sb.cli(['next', s.runId, '--json'], { killAfterMs: KILL_MS });
  expect(next.killed).toBe(false);
  expect(STACK_LINE.test(next.stderr)).toBe(false);
  expect(next.code, next.stderr).toBe(0);
  const report = next.json as NextReport & { warnings: string[] };
  expect(report.warnings.join('\n')).toMatch(/not a regular file/);
  return report;
}

describe('planted run files: result files and gate logs', () => {
  it.each(kinds)('a result file that is %s: next refuses it at once, warns, and keeps waiting', async (kind) => {
    const s = await stage(false);
    plant(s.spawn.resultFile, kind, s.outside);
    const report = await nextWarnedOfPlant(s);
    expect(report.actions.some((a) => a.kind === 'gate')).toBe(false);
    expectContained(s);
  });

  it.each(kinds)('a gate log that is %s: next refuses it at once (gate-log-refused), never reads through it, never offers it again', async (kind) => {
    const s = await stage(true);
    plant(s.gate!.logFile, kind, s.outside);
    const next = await s.sb.cli(['next', s.runId, '--json'], { killAfterMs: KILL_MS });
    expect(next.killed).toBe(false);
    expect(STACK_LINE.test(next.stderr)).toBe(false);
    expect(next.code, next.stderr).toBe(1);
    const report = next.json as NextReport & { warnings: string[] };
    expect(report.warnings.join('\n')).toMatch(/not a regular file/);
    expect(report.status).toBe('needs-human');
    expect(report.actions.map((a) => [a.kind, 'reason' in a ? a.reason : null])).toEqual([['escalate', 'gate-log-refused']]);
    expectContained(s);
  });
});

describe('planted run files: the test baseline', () => {
  it.each(kinds)('a baseline gate log that is %s: next refuses it at once (gate-log-refused), never reads through it', async (kind) => {
    const { sb, outside, report, baseline: gate } = await started();
    plant(gate.logFile, kind, outside);
    const next = await sb.cli(['next', report.runId, '--json'], { killAfterMs: KILL_MS });
    expect(next.killed).toBe(false);
    expect(STACK_LINE.test(next.stderr)).toBe(false);
    expect(next.code, next.stderr).toBe(1);
    const after = next.json as NextReport & { warnings: string[] };
    expect(after.actions.map((a) => [a.kind, 'reason' in a ? a.reason : null])).toEqual([['escalate', 'gate-log-refused']]);
    expect(after.actions.some((a) => a.kind === 'spawn')).toBe(false);
    expectContained({ sb, runId: report.runId, runDir: report.runDir, outside, spawn: null as never, gate });
  });
});

describe('planted run files: the run state', () => {
  it.each(kinds)('state.json as %s: refused at once as run-state-tampered (never read through), exit 1, nothing issued', async (kind) => {
    const s = await stage(false);
    const state = join(s.runDir, 'state.json');
    plant(state, kind, s.outside);
    const before = readFileSync(join(s.runDir, 'events.jsonl'), 'utf8');
    for (const argv of [['status', s.runId], ['next', s.runId]]) {
      const r = await s.sb.cli([...argv, '--json'], { killAfterMs: KILL_MS });
      expect(r.killed, argv[0]).toBe(false);
      expect(STACK_LINE.test(r.stderr), argv[0]).toBe(false);
      expect(r.code, `${argv[0]}: ${r.stdout}${r.stderr}`).toBe(1);
      expect((r.json as { error: { code: string; file: string } }).error).toMatchObject({ code: 'run-state-tampered', file: state });
      expect(r.stdout, argv[0]).toMatch(/not a regular file/);
    }
    expect(readFileSync(join(s.runDir, 'events.jsonl'), 'utf8')).toBe(before);
    expectContained(s);
  });

  it.each(kinds)('events.jsonl as %s: every run command refuses it as run-state-tampered, exit 1', async (kind) => {
    const s = await stage(false);
    plant(join(s.runDir, 'events.jsonl'), kind, s.outside);
    rmSync(join(s.runDir, 'state.json'));
    for (const argv of [['next', s.runId], ['status', s.runId], ['spawned', s.runId, s.spawn.id, '--session', 'k'], ['cancel', s.runId]]) {
      const r = await s.sb.cli([...argv, '--json'], { killAfterMs: KILL_MS });
      expect(r.killed, argv[0]).toBe(false);
      expect(STACK_LINE.test(r.stderr), argv[0]).toBe(false);
      expect(r.code, `${argv[0]}: ${r.stdout}${r.stderr}`).toBe(1);
      expect((r.json as { error: { code: string } }).error.code, argv[0]).toBe('run-state-tampered');
      expect(r.stdout + r.stderr, argv[0]).toMatch(/events\.jsonl is .*not a regular file/);
    }
    expectContained(s);
  });

  it.each(kinds)('the run lock as %s: refused at once (no wait), exit 2, nothing written', async (kind) => {
    const s = await stage(false);
    const lock = join(s.runDir, 'lock');
    plant(lock, kind, s.outside);
    const before = readFileSync(join(s.runDir, 'events.jsonl'), 'utf8');
    const next = await s.sb.cli(['next', s.runId, '--json'], { killAfterMs: KILL_MS });
    expect(next.killed).toBe(false);
    expect(STACK_LINE.test(next.stderr)).toBe(false);
    expect(next.code, next.stdout + next.stderr).toBe(2);
    expect(next.stdout + next.stderr).toMatch(/lock is .*not a regular file.*run lock/);
    expect(readFileSync(join(s.runDir, 'events.jsonl'), 'utf8')).toBe(before);
    expectContained(s, true);
  });

  it.each(kinds)('the start lock .openforge/lock as %s: run refuses it at once, exit 2', async (kind) => {
    const s = await stage(false);
    plant(join(s.sb.project, '.openforge', 'lock'), kind, s.outside);
    const run = await s.sb.cli(['run', 'p.prd.md', '--cwd', s.sb.project, '--json'], { killAfterMs: KILL_MS });
    expect(run.killed).toBe(false);
    expect(STACK_LINE.test(run.stderr)).toBe(false);
    expect(run.code, run.stdout + run.stderr).toBe(2);
    expect(run.stdout + run.stderr).toMatch(/lock is .*not a regular file/);
    expect(readdirSync(s.outside)).toEqual(['canary.txt']);
    expect(readFileSync(join(s.outside, 'canary.txt'), 'utf8')).toBe(CANARY);
  });

  it.each(kinds)('a spawn baseline as %s: planted while the child works, its attempt fails as run-file-changed naming it; nothing hangs', async (kind) => {
    const s = await stage(false);
    const planted = join(s.runDir, 'baseline', `${s.spawn.id}.json`);
    plant(planted, kind, s.outside);
    writeFileSync(s.spawn.resultFile, RESULT);
    const next = await s.sb.cli(['next', s.runId, '--json'], { killAfterMs: KILL_MS });
    expect(next.killed).toBe(false);
    expect(STACK_LINE.test(next.stderr)).toBe(false);
    expect(next.code, next.stderr).toBe(0);
    // The run directory changed under the child (issue 25 item 1): the attempt fails before the
    // planted snapshot is ever read, and the retry is issued.
    const failed = readFileSync(join(s.runDir, 'events.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l)).filter((e) => e.type === 'attempt-failed');
    expect(failed).toHaveLength(1);
    expect(failureSaid(failed[0])).toMatch(/^run-file-changed: /);
    expect(failureSaid(failed[0])).toContain(`baseline/${s.spawn.id}.json`);
    expect((next.json as NextReport).actions.map((a) => a.id)).toEqual([`${s.spawn.id.replace(/\.s1$/, '.s2')}`]);
    expectContained(s);
  });

  it.each(kinds)('the latest tree snapshot as %s: refused, the tree hashed afresh, a regular file written in its place', async (kind) => {
    const s = await stage(true);
    const latest = join(s.runDir, 'baseline', 'latest.json');
    plant(latest, kind, s.outside);
    writeFileSync(s.gate!.logFile, shellLog(s.sb.project, 'ok\n', 0));
    const next = await s.sb.cli(['next', s.runId, '--json'], { killAfterMs: KILL_MS });
    expect(next.killed).toBe(false);
    expect(STACK_LINE.test(next.stderr)).toBe(false);
    expect([0, 1]).toContain(next.code);
    expect(JSON.stringify(next.json)).toMatch(/latest\.json is .*not a regular file/);
    expect(lstatSync(latest).isFile()).toBe(true);
    expectContained(s);
  });
});

describe('planted run directories', () => {
  it('a runs/RUN directory that is a symbolic link out of the project: refused, nothing written there', async () => {
    const s = await stage(false);
    const moved = join(s.outside, 'run');
    cpSync(s.runDir, moved, { recursive: true });
    const snapshotOutside = readdirSync(moved).sort();
    const eventsOutside = readFileSync(join(moved, 'events.jsonl'), 'utf8');
    rmSync(s.runDir, { recursive: true });
    symlinkSync(moved, s.runDir);
    writeFileSync(join(moved, 'results', `${s.spawn.id}.json`), RESULT);
    for (const argv of [['next', s.runId], ['status', s.runId], ['cancel', s.runId]]) {
      const r = await s.sb.cli([...argv, '--json'], { killAfterMs: KILL_MS });
      expect(r.killed, argv[0]).toBe(false);
      expect(STACK_LINE.test(r.stderr), argv[0]).toBe(false);
      expect(r.code, `${argv[0]}: ${r.stdout}${r.stderr}`).toBe(2);
      expect(r.stdout + r.stderr, argv[0]).toMatch(/is a symbolic link, not a directory/);
    }
    expect(readdirSync(moved).sort()).toEqual(snapshotOutside);
    expect(readFileSync(join(moved, 'events.jsonl'), 'utf8')).toBe(eventsOutside);
    expect(existsSync(join(moved, 'lock'))).toBe(false);
  });

  it.each(['results', 'gates', 'baseline'])('a %s/ directory that is a symbolic link out of the project: never read or written through', async (sub) => {
    const s = await stage(sub === 'gates');
    const target = join(s.outside, sub);
    renameSync(join(s.runDir, sub), target);
    symlinkSync(target, join(s.runDir, sub));
    const listed = readdirSync(target).sort();
    if (sub === 'results') writeFileSync(join(target, `${s.spawn.id}.json`), RESULT);
    if (sub === 'baseline') writeFileSync(s.spawn.resultFile, RESULT);
    if (sub === 'gates') writeFileSync(join(target, `${s.gate!.id}.log`), 'ok\n[openforge] exit code: 0\n');
    const next = await s.sb.cli(['next', s.runId, '--json'], { killAfterMs: KILL_MS });
    expect(next.killed).toBe(false);
    expect(STACK_LINE.test(next.stderr)).toBe(false);
    expect([0, 1]).toContain(next.code);
    expect(JSON.stringify(next.json)).toMatch(new RegExp(`${sub} is a symbolic link, not a directory`));
    // A linked gates/ halts the run before any log is trusted or written (gate-log-refused).
    if (sub === 'gates') expect((next.json as NextReport).actions.map((a) => ('reason' in a ? a.reason : a.kind))).toEqual(['gate-log-refused']);
    // Nothing new appeared in the linked folder (the planted result or log was not taken either).
    const now = readdirSync(target).sort();
    expect(now.filter((n) => !listed.includes(n) && !n.startsWith(s.spawn.id) && !(s.gate !== null && n.startsWith(s.gate.id)))).toEqual([]);
    expect((next.json as NextReport).status).toBe(sub === 'gates' ? 'needs-human' : 'running');
    expect(readFileSync(join(s.outside, 'canary.txt'), 'utf8')).toBe(CANARY);
    expect(existsSync(join(s.runDir, 'lock'))).toBe(false);
  });
});
