// Hand-built RunState fixtures: a finished 6-phase run, the same run escalated, and one mid-review.

import type { GateRecord, RunModel, RunPhase, RunState, SpawnRecord } from '../../lib/schema/index.js';
import { FAKE } from '../secrets/fixtures.js';

/** 2026-01-01T10:00:00.000Z */
export const T0 = Date.UTC(2026, 0, 1, 10, 0, 0);
/** Epoch ms `s` seconds after T0. */
export const t = (s: number): number => T0 + s * 1000;

export const SECRETS = { aws: FAKE.aws, github: FAKE.githubClassic };

const tier = (name: string): RunModel => ({ tier: name, id: `anthropic/claude-${name}` });
const at = { line: 1, column: 1 };

export function phase(name: string, overrides: Partial<RunPhase> = {}): RunPhase {
  return {
    name,
    key: name,
    kind: 'agent',
    type: 'impl',
    origin: null,
    wave: 0,
    dependsOn: [],
    model: tier('sonnet'),
    modelUp: tier('opus'),
    fixModel: null,
    gateCommands: [],
    gateDescription: null,
    fixGateCommands: [],
    fixFiles: [],
    maxRetries: 2,
    timeoutSeconds: 900,
    gateTimeoutSeconds: 300,
    files: [],
    onReject: null,
    escalate: false,
    skip: false,
    erosionPolicy: null,
    erosionChecks: [],
    tasks: [{ text: `do ${name}`, depth: 0, ...at }],
    acceptance: [],
    status: 'pending',
    role: 'work',
    attempt: 0,
    cycle: 1,
    round: 0,
    generation: 0,
    currentSpawn: null,
    currentGates: [],
    attemptFailed: false,
    handoff: false,
    spawns: [],
    gates: [],
    failures: [],
    reviews: [],
    decisions: [],
    context: null,
    summary: null,
    erosion: null,
    skipReason: null,
    startedAt: null,
    finishedAt: null,
    lastEvent: null,
    ...overrides,
  };
}

export function spawn(phaseKey: string, role: SpawnRecord['role'], attempt: number, cycle: number, issuedS: number, finishedS: number | null, overrides: Partial<SpawnRecord> = {}): SpawnRecord {
  return {
    actionId: `${phaseKey}.${role}.${cycle}.${attempt}`,
    role,
    attempt,
    cycle,
    model: tier('sonnet'),
    resultFile: `/p/.openforge/runs/r1/results/${phaseKey}-${role}-${cycle}-${attempt}.json`,
    timeoutSeconds: 900,
    issuedAt: t(issuedS),
    sessionKey: `agent:main:subagent:${phaseKey}-${attempt}`,
    confirmedAt: t(issuedS),
    outcome: finishedS === null ? null : 'accepted',
    status: finishedS === null ? null : 'DONE',
    verdict: null,
    finishedAt: finishedS === null ? null : t(finishedS),
    problems: [],
    summary: null,
    findings: [],
    filesModified: [],
    changed: null,
    outside: [],
    ...overrides,
  };
}

export function gate(phaseKey: string, n: number, state: GateRecord['state'], exitCode: number | null, finishedS: number, tail = ''): GateRecord {
  return {
    actionId: `${phaseKey}.gate.${n}`,
    role: 'work',
    attempt: n,
    cycle: 1,
    index: 0,
    command: 'npm test',
    logFile: `/p/.openforge/runs/r1/gates/${phaseKey}-${n}.log`,
    timeoutSeconds: 300,
    issuedAt: t(finishedS - 10),
    state,
    exitCode,
    tail,
    finishedAt: t(finishedS),
  };
}

const FAILING_TAIL = `FAIL test/auth.test.ts\n  expected token, got ${SECRETS.aws}\n`;
const npmTest = [{ command: 'npm test', argv: ['npm', 'test'], shellGate: false }];

/**
 * Completed run, waves [[research, design], [implement], [review], [approve], [docs]]:
 * research 60s and design 90s in parallel; implement 300s, 2 attempts (gate failed, then passed);
 * review 300s, 2 cycles (FAIL, fix, PASS); approve 60s; docs skipped. Finished at T0+755s.
 */
export function completedRun(): RunState {
  const phases: RunPhase[] = [
    phase('research', {
      type: 'extract', model: tier('haiku'), wave: 0, status: 'passed', attempt: 1,
      spawns: [spawn('research', 'work', 1, 1, 1, 60, { model: tier('haiku') })],
      summary: `Found the token code. Key seen in config: ${SECRETS.github}`,
      startedAt: t(1), finishedAt: t(61), lastEvent: { type: 'phase-passed', at: t(61) },
    }),
    phase('design', {
      wave: 0, status: 'passed', attempt: 1, erosion: 'ok', gateCommands: npmTest,
      spawns: [spawn('design', 'work', 1, 1, 1, 80)],
      gates: [gate('design', 1, 'passed', 0, 90)],
      summary: 'Designed the store.',
      startedAt: t(1), finishedAt: t(91), lastEvent: { type: 'phase-passed', at: t(91) },
    }),
    phase('implement', {
      wave: 1, dependsOn: ['research', 'design'], status: 'passed', attempt: 2, erosion: 'not-measured', gateCommands: npmTest,
      spawns: [spawn('implement', 'work', 1, 1, 92, 200), spawn('implement', 'work', 2, 1, 215, 380)],
      gates: [gate('implement', 1, 'failed', 1, 212, FAILING_TAIL), gate('implement', 2, 'passed', 0, 390, 'ok')],
      failures: [{ attempt: 1, role: 'work', cycle: 1, failure: { code: 'text', text: 'gate failed: npm test exited 1' }, fingerprint: 'f1', gateTail: FAILING_TAIL, findings: [], generation: 0, at: t(212) }],
      summary: 'Implemented the token store.',
      startedAt: t(92), finishedAt: t(392), lastEvent: { type: 'phase-passed', at: t(392) },
    }),
    phase('review', {
      type: 'review', model: tier('opus'), fixModel: tier('sonnet'), wave: 2, dependsOn: ['implement'],
      status: 'passed', role: 'review', attempt: 1, cycle: 2,
      spawns: [
        spawn('review', 'review', 1, 1, 393, 450, { model: tier('opus'), verdict: 'FAIL' }),
        spawn('review', 'fix', 1, 1, 451, 600),
        spawn('review', 'review', 1, 2, 601, 690, { model: tier('opus'), verdict: 'PASS' }),
      ],
      reviews: [{ cycle: 1, findings: [{ severity: 'required', description: 'Handle expiry' }] }],
      startedAt: t(393), finishedAt: t(693), lastEvent: { type: 'phase-passed', at: t(693) },
    }),
    phase('approve', {
      kind: 'approval', type: 'approval', wave: 3, dependsOn: ['review'], status: 'passed', round: 1,
      decisions: [{ decision: 'approve', note: 'ship it', at: t(754), round: 1 }],
      startedAt: t(694), finishedAt: t(754), lastEvent: { type: 'decision-recorded', at: t(754) },
    }),
    phase('docs', {
      kind: 'skip', wave: 4, dependsOn: ['approve'], status: 'skipped', skip: true, skipReason: 'skip-flag',
      lastEvent: { type: 'phase-skipped', at: t(755) },
    }),
  ];
  return {
    schemaVersion: 1,
    runId: 'run-20260101-100000-a1b2',
    status: 'completed',
    prd: { path: '/p/prd.md', sha256: 'a'.repeat(64), title: 'Auth Refactor', objective: 'Move tokens.' },
    cwd: '/p',
    runDir: '/p/.openforge/runs/run-20260101-100000-a1b2',
    only: null,
    settings: { maxParallel: 4, maxSpawns: 20, maxDurationSeconds: null, summaryBudgetBytes: 8192, erosion: 'refactor', scope: 'fail', ccThreshold: 10, graceSeconds: 60 },
    waves: [['research', 'design'], ['implement'], ['review'], ['approve'], ['docs']],
    phases,
    createdAt: T0,
    updatedAt: t(755),
    seq: 40,
    spawnCount: 7,
    limits: { maxSpawns: 20, maxDurationSeconds: null },
    escalation: null,
    summaryFile: '/p/.openforge/run-20260101-101235.md',
    finishedAt: t(755),
  };
}

/**
 * The same PRD escalated: implement failed its gate on all 3 attempts (the third on opus) and
 * the run waits for a human; review, approve and docs never started. Unfinished: use `now`.
 */
export function escalatedRun(): RunState {
  const base = completedRun();
  const [research, design, , review, approve, docs] = base.phases;
  const implement = phase('implement', {
    wave: 1, dependsOn: ['research', 'design'], status: 'needs-human', attempt: 3, erosion: null, gateCommands: npmTest,
    spawns: [
      spawn('implement', 'work', 1, 1, 92, 150),
      spawn('implement', 'work', 2, 1, 170, 230),
      spawn('implement', 'work', 3, 1, 250, 320, { model: tier('opus') }),
    ],
    gates: [
      gate('implement', 1, 'failed', 1, 160, FAILING_TAIL),
      gate('implement', 2, 'failed', 1, 240, FAILING_TAIL),
      gate('implement', 3, 'timed-out', null, 330, `still running; token ${SECRETS.github}`),
    ],
    failures: [1, 2, 3].map((n) => ({
      attempt: n, role: 'work' as const, cycle: 1, failure: { code: 'text' as const, text: 'gate failed: npm test' }, fingerprint: 'f1', gateTail: FAILING_TAIL, findings: [], generation: 0, at: t(150 + 80 * n),
    })),
    startedAt: t(92), finishedAt: null, lastEvent: { type: 'run-escalated', at: t(331) },
  });
  const reset = (p: RunPhase | undefined): RunPhase =>
    phase(p?.name ?? '?', { ...p, status: 'pending', attempt: 0, cycle: 1, round: 0, spawns: [], gates: [], decisions: [], startedAt: null, finishedAt: null, lastEvent: null, summary: null, skipReason: null });
  return {
    ...base,
    status: 'needs-human',
    phases: [research as RunPhase, design as RunPhase, implement, reset(review), reset(approve), reset(docs)],
    spawnCount: 5,
    escalation: {
      phase: 'implement',
      reason: 'gate-retries-exhausted',
      facts: { lastFailure: `npm test exited 1 (env had ${SECRETS.aws})`, attempts: 3, maxAttempts: 3 },
      gateOutput: 'not ok 3 - login rejects a bad token',
      at: t(331),
    },
    summaryFile: null,
    updatedAt: t(331),
    finishedAt: null,
  };
}

/** Mid-run: the review phase's fix sub-agent (cycle 2, attempt 1) is at work. */
export function runningRun(): RunState {
  const base = completedRun();
  const phases = base.phases.map((p): RunPhase => {
    if (p.name === 'review') {
      return {
        ...p, status: 'active', role: 'fix', attempt: 1, cycle: 2, finishedAt: null,
        spawns: [...p.spawns.slice(0, 2), spawn('review', 'fix', 1, 2, 601, null)],
        lastEvent: { type: 'spawn-issued', at: t(601) },
      };
    }
    if (p.name === 'approve' || p.name === 'docs') {
      return { ...p, status: 'pending', round: 0, decisions: [], startedAt: null, finishedAt: null, lastEvent: null, skipReason: null };
    }
    return p;
  });
  return { ...base, status: 'running', phases, spawnCount: 7, summaryFile: null, updatedAt: t(601), finishedAt: null };
}
