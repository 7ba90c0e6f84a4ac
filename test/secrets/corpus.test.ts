import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderEscalation } from '../../lib/render/index.js';
import { gateLogTail } from '../../lib/gate/index.js';
import { analyzePrd } from '../../lib/plan/index.js';
import { escalationMessage } from '../../lib/render/escalation-message.js';
import { runFacts } from '../../lib/run/index.js';
import { renderStatus } from '../../lib/render/index.js';
import type { RunPhase, RunState } from '../../lib/schema/index.js';
import { findSecrets, findSecretSpans, redactSecrets, SECRET_RULE_ID } from '../../lib/secrets/index.js';
import { composePhaseTask } from '../../lib/task/index.js';
import { escalatedRun, gate, t } from '../render/fixtures.js';
import { phase as taskPhase } from '../task/helpers.js';
import { statusOf, summaryOf } from '../helpers/run-facts.js';

/**
 * The secrets corpus (test/fixtures/secrets/corpus.jsonl), one JSON object per line:
 * - `{"id", "expect": "secret", "kind", "around", "secret": [parts], "public"?}`: `around`
 *   with `{}` replaced by the secret must be reported as `kind`; `public` is a fixed,
 *   public prefix (`github_pat_`) that may stay visible;
 * - `{"id", "expect": "none", "text": [parts]}`: nothing may be reported.
 * Secrets and texts are stored in parts, joined here, so the data file itself holds no
 * string a secret scanner would flag. All secrets are random fakes.
 */
interface Positive {
  readonly id: string;
  readonly expect: 'secret';
  readonly kind: string;
  readonly around: string;
  readonly secret: string;
  readonly public?: string;
}
interface Negative {
  readonly id: string;
  readonly expect: 'none';
  readonly text: string;
}

function load(): (Positive | Negative)[] {
  const raw = readFileSync(new URL('../fixtures/secrets/corpus.jsonl', import.meta.url), 'utf8');
  return raw.split('\n').filter((l) => l.trim() !== '').map((l) => {
    const entry = JSON.parse(l) as { expect: string; secret?: string[]; text?: string[] } & Record<string, unknown>;
    return entry.expect === 'secret'
      ? ({ ...entry, secret: (entry.secret ?? []).join('') } as Positive)
      : ({ ...entry, text: (entry.text ?? []).join('') } as Negative);
  });
}

const CORPUS = load();
const POSITIVES = CORPUS.filter((e): e is Positive => e.expect === 'secret');
const NEGATIVES = CORPUS.filter((e): e is Negative => e.expect === 'none');

/** The secret without its public prefix and without the BEGIN/END lines of a key block. */
function privatePart(p: Positive): string {
  const rest = p.public !== undefined && p.secret.startsWith(p.public) ? p.secret.slice(p.public.length) : p.secret;
  return rest.replace(/-----(BEGIN|END) [A-Z ]+-----/g, '');
}

/** Every 8-character piece of the private part, so a partial leak is caught too. */
function fragments(p: Positive): string[] {
  const body = privatePart(p).replace(/\s+/g, '');
  const out: string[] = [];
  for (let i = 0; i + 8 <= body.length; i += 4) out.push(body.slice(i, i + 8));
  return out.length > 0 ? out : [body];
}

/** The pieces of `p` that survive in `text` (empty when it is fully gone). */
function leaks(text: string, p: Positive): string[] {
  return fragments(p).filter((f) => text.includes(f));
}

const PRD_HEAD = '# PRD: corpus\n\n## Objective\nShip it.\n\n### Phase: build\n**Tasks:**\n- step one\n';
const PRD_TAIL = '\n\n**Gate:** `npm test`\n';

describe('secrets corpus', () => {
  it('has at least 40 secrets and 30 negatives, with unique ids', () => {
    expect(POSITIVES.length).toBeGreaterThanOrEqual(40);
    expect(NEGATIVES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(CORPUS.map((e) => e.id)).size).toBe(CORPUS.length);
  });

  it.each(POSITIVES.map((p) => [p.id, p] as const))('detects %s in a PRD, on its line, without its value', (_id, p) => {
    const text = `${PRD_HEAD}${p.around.replace('{}', p.secret)}${PRD_TAIL}`;
    const line = PRD_HEAD.split('\n').length + p.around.slice(0, p.around.indexOf('{}')).split('\n').length - 1;
    const warnings = analyzePrd(text).diagnostics.filter((d) => d.ruleId === SECRET_RULE_ID);
    expect(warnings.map((d) => [d.severity, d.line])).toEqual([['warning', line]]);
    expect(findSecrets(text).map((d) => d.line)).toEqual([line]);
    for (const d of warnings) {
      expect(d.message).not.toContain(p.secret);
      expect(leaks(d.message, p)).toEqual([]);
      expect(d.message).toContain(`[REDACTED:${p.kind}]`);
    }
    const spans = findSecretSpans(text);
    expect(spans.map((s) => s.kind)).toEqual([p.kind]);
    const redacted = redactSecrets(text);
    expect(redacted).not.toContain(p.secret);
    expect(leaks(redacted, p)).toEqual([]);
    expect(redacted).toContain(`[REDACTED:${p.kind}]`);
    expect(redactSecrets(redacted)).toBe(redacted);
  });

  it.each(NEGATIVES.map((n) => [n.id, n] as const))('does not flag %s', (_id, n) => {
    expect(findSecretSpans(n.text)).toEqual([]);
    expect(findSecrets(`${PRD_HEAD}${n.text}${PRD_TAIL}`)).toEqual([]);
    expect(redactSecrets(n.text)).toBe(n.text);
  });
});

describe('secrets corpus: redaction in the run engine outputs', () => {
  const block = POSITIVES.map((p) => p.around.replace('{}', p.secret)).join('\n');
  const assertClean = (name: string, text: string): void => {
    const leaked = POSITIVES.filter((p) => leaks(text, p).length > 0).map((p) => p.id);
    expect(leaked, `${name} leaks: ${leaked.join(', ')}`).toEqual([]);
  };

  it('phase task text: objective, tasks, acceptance, prior summaries and the retry gate tail', () => {
    const task = composePhaseTask({
      prd: { title: 'Secrets', objective: `Ship it.\n${block}` },
      runId: 'run-20260101-a1b2',
      phase: taskPhase({
        tasks: POSITIVES.map((p, i) => ({ text: p.around.replace('{}', p.secret), depth: 0, line: i + 1, column: 1 })),
        acceptance: POSITIVES.map((p, i) => ({ text: `not ${p.around.replace('{}', p.secret)}`, line: i + 1, column: 1 })),
      }),
      attempt: 2,
      maxAttempts: 3,
      workdir: '/home/u/proj',
      resultFile: '/home/u/proj/.openforge/runs/r/results/x.json',
      gateCommands: ['npm test'],
      timeoutSeconds: 900,
      tier: 'sonnet',
      priorSummaries: POSITIVES.map((p) => ({ phase: p.id, summary: `used ${p.around.replace('{}', p.secret)}` })),
      summaryBudgetBytes: 1_000_000,
      // As the engine passes it: the gate's tail as gateLogTail read it from the log.
      previousFailure: { reason: `gate failed with ${POSITIVES[0]?.around.replace('{}', POSITIVES[0].secret) ?? ''}`, gateTail: gateLogTail(`> npm test\n${block}\n`), findings: POSITIVES.map((p) => ({ description: p.around.replace('{}', p.secret) })) },
    });
    assertClean('composePhaseTask', task);
    expect(task).toContain('[REDACTED:');
  });

  it('gate log tail, one secret at a time and all together', () => {
    for (const p of POSITIVES) assertClean(`gateLogTail(${p.id})`, gateLogTail(`> npm test\n${p.around.replace('{}', p.secret)}\nexit 1\n`));
    assertClean('gateLogTail(all)', gateLogTail(`> npm test\n${block}\n${'ok\n'.repeat(100)}`));
  });

  it('escalation message', () => {
    for (const p of POSITIVES) {
      const secretLine = p.around.replace('{}', p.secret);
      const message = renderEscalation({
        prdTitle: 'Secrets',
        phase: 'implement',
        reason: 'gate-retries-exhausted',
        detail: `npm test exited 1 (${secretLine})`,
        attempts: [`attempt 1: ${secretLine}`, 'attempt 2: same'],
        gateOutput: `FAIL\n${secretLine}\n`,
      });
      assertClean(`renderEscalation(${p.id})`, message);
    }
  });

  it('status report, status text and run summary', () => {
    for (const p of POSITIVES) {
      const secretLine = p.around.replace('{}', p.secret);
      const base: RunState = escalatedRun();
      const phases = base.phases.map((ph): RunPhase => (ph.name !== 'implement' ? { ...ph, summary: ph.summary === null ? null : `${ph.summary} ${secretLine}` } : {
        ...ph,
        gates: [...ph.gates, gate('implement', 4, 'failed', 1, 340, `FAIL\n${secretLine}\n`)],
        failures: ph.failures.map((f) => ({ ...f, failure: { code: 'error-reported' as const, summary: `gate failed: ${secretLine}` }, gateTail: `FAIL\n${secretLine}\n` })),
      }));
      const state: RunState = {
        ...base,
        phases,
        escalation: base.escalation === null ? null : { ...base.escalation, facts: { lastFailure: `npm test exited 1 (${secretLine})`, attempts: 3, maxAttempts: 3 }, gateOutput: `FAIL\n${secretLine}\n` },
      };
      const report = statusOf(state, t(400));
      assertClean(`statusReport(${p.id})`, JSON.stringify(report));
      assertClean(`renderStatus(${p.id})`, renderStatus(report));
      assertClean(`renderRunSummary(${p.id})`, summaryOf(state, t(400)));
      if (state.escalation !== null) assertClean(`escalationMessage(${p.id})`, escalationMessage(state, state.escalation, runFacts(state)));
    }
  });
});
