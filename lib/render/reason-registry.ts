// The registry of escalation reasons and standing warning codes: for each id, what it means,
// the run's derived state while it holds (status, progress) and where the reader learns more;
// each reason's default advice is the engine's (DEFAULT_ADVICE in lib/schema/advice.ts, which
// escalation.ts's reasonAdvice reads). It feeds the two tables of references/troubleshooting.md
// (`npm run build` rewrites the marked region, as lib/diagnostics/rule-table.ts does for the
// rule table) and the derived state (lib/progress/derived-state.ts). A new reason is one entry
// here and one in DEFAULT_ADVICE: the types make both complete. Pure.

import type { DerivedPhaseStateWord, DerivedRunStateWord, EscalationReasonWord } from '../schema/run-vocabulary.js';
import { idCell, tableCell, withRegion } from '../text/generated-region.js';

export interface EscalationReasonEntry {
  /** What halted the run, one sentence for the table. */
  meaning: string;
  /** The run's and the phase's derived state while it holds; absent: `needs-human`. */
  halted?: DerivedRunStateWord & DerivedPhaseStateWord;
  /** `page#anchor` in references/ that says more; the table's own section needs no link. */
  docs: string;
}

/** The section of references/troubleshooting.md that holds the two tables. */
export const REASON_TABLE_PAGE = 'troubleshooting.md';
const TABLE_SECTION = `${REASON_TABLE_PAGE}#escalation-reasons-and-warnings`;

export const ESCALATION_REASON_REGISTRY: Readonly<Record<EscalationReasonWord, EscalationReasonEntry>> = {
  'gate-retries-exhausted': {
    meaning: "A phase's gate failed on every attempt its `Max-Retries:` allows.",
    docs: 'prd-format.md#phase-fields',
  },
  'review-cycles-exhausted': {
    meaning: 'A review still found blocking issues after 3 review→fix cycles.',
    docs: TABLE_SECTION,
  },
  'no-progress': {
    meaning: 'Two attempts in a row failed the same way: a third would too.',
    halted: 'looping',
    docs: TABLE_SECTION,
  },
  'sub-agent-blocked': {
    meaning: 'A child reported `BLOCKED`: it cannot go on without a human.',
    docs: 'protocol.md#results',
  },
  'sub-agent-error': {
    meaning: 'Every attempt the phase allows failed, the last one not at its gate (an `ERROR`, an unreadable result, a timeout).',
    docs: 'protocol.md#results',
  },
  'escalate-flag': {
    meaning: 'The phase has `Escalate: true`: the run stops there for the human.',
    docs: 'prd-format.md#phase-fields',
  },
  'budget-exhausted': {
    meaning: 'A budget (`max-spawns`, `max-duration`, `max-tokens`, `max-cost`) would be exceeded, or cannot be counted.',
    halted: 'budget-limited',
    docs: 'troubleshooting.md#a-budget-cannot-be-counted-budget-exhausted-cannot-be-enforced',
  },
  'checkpoint-failed': {
    meaning: 'A checkpoint re-ran the gates so far, or the erosion check, and one failed.',
    docs: 'prd-format.md#horizon-rule',
  },
  'gate-not-run': {
    meaning: "A gate's log never appeared: the gate was not run as printed.",
    docs: 'troubleshooting.md#a-gate-never-writes-its-log',
  },
  'final-verification-failed': {
    meaning: 'Every phase passed, but a gate failed when run again on the final tree, or the tree holds changes no passing attempt made.',
    docs: TABLE_SECTION,
  },
  'usage-limit': {
    meaning: 'A usage, quota or rate limit of the provider: no new sub-agent until it resets.',
    halted: 'rate-limited',
    docs: 'troubleshooting.md#a-usage-quota-or-rate-limit-was-hit',
  },
  'spawn-failed': {
    meaning: '`sessions_spawn` failed twice in a row with an error that is not a limit.',
    docs: 'troubleshooting.md#sessions_spawn-failed-twice-spawn-failed',
  },
  'gate-log-refused': {
    meaning: "Something stood where a gate's log goes, or the log was not written by the printed command; nothing was read through it.",
    docs: 'troubleshooting.md#the-run-halts-as-gate-log-refused-or-gate-wrong-dir',
  },
  'gate-wrong-dir': {
    meaning: 'The gate ran, or would have run, elsewhere: its log names another directory than the printed one, or a path it names (its `Workdir:`, a folder, a report file) leads outside the project or changed after the gate was issued.',
    docs: 'troubleshooting.md#the-run-halts-as-gate-log-refused-or-gate-wrong-dir',
  },
  'run-state-tampered': {
    meaning: "The run's own files (`events.jsonl`, `state.json`, the frozen PRD copy) were changed by something other than OpenForge, or a gate no longer matches what was frozen and confirmed.",
    docs: 'safety.md#threat-model-what-a-sub-agent-can-still-do',
  },
};

/** The codes of the run's standing warnings (lib/run/engine/warnings.ts): said once, repeated by `status`. */
export const WARNING_CODES = ['no-changes', 'checks-changed', 'no-test-report', 'model-mismatch', 'model-refused'] as const;
export type WarningCode = (typeof WARNING_CODES)[number];

export interface WarningCodeEntry {
  /** What the warning says, one sentence for the table. */
  meaning: string;
  /** `page#anchor` in references/ that says more. */
  docs: string;
}

export const WARNING_CODE_REGISTRY: Readonly<Record<WarningCode, WarningCodeEntry>> = {
  'no-changes': {
    meaning: "An impl phase passed with an attempt that changed no file: check its tasks were done, not only claimed.",
    docs: 'troubleshooting.md#a-phase-passed-with-a-no-changes-warning',
  },
  'checks-changed': {
    meaning: 'A phase changed what checks the work (tests, test config, gate scripts): check no test or check was weakened.',
    docs: 'safety.md#threat-model-what-a-sub-agent-can-still-do',
  },
  'no-test-report': {
    meaning: 'A gate runs tests but printed no test runner report OpenForge reads: it passed on its exit code alone.',
    docs: 'safety.md#test-figures',
  },
  'model-mismatch': {
    meaning: 'A child runs on another model than the one asked for.',
    docs: 'troubleshooting.md#model-mismatch-a-child-runs-on-another-model',
  },
  'model-refused': {
    meaning: 'OpenClaw refused a model as not usable: its spawns use the fallback, with no attempt counted.',
    docs: 'troubleshooting.md#model-refused-openclaw-says-a-model-is-not-usable',
  },
};

export const REASON_TABLE_START = '<!-- reasons:start: generated from the reason registry by `npm run build`; edit the registry, not this table -->';
export const REASON_TABLE_END = '<!-- reasons:end -->';


/** The two markdown tables, escalation reasons then warning codes, in registry order (no trailing newline). */
export function renderReasonTable(): string {
  const reasons = Object.entries(ESCALATION_REASON_REGISTRY).map(
    ([id, e]) => `| ${idCell(id, e.docs, REASON_TABLE_PAGE, TABLE_SECTION)} | ${tableCell(e.meaning)} | ${e.halted ?? 'needs-human'} |`,
  );
  const warnings = Object.entries(WARNING_CODE_REGISTRY).map(([id, e]) => `| ${idCell(id, e.docs, REASON_TABLE_PAGE, TABLE_SECTION)} | ${tableCell(e.meaning)} |`);
  return [
    'Every reason a run halts for (`escalation.reason` in `status`, `Reason:` in the message) and every standing warning; an id links to the section that says more.',
    '',
    '| escalation reason | what happened | `status` shows |',
    '|---|---|---|',
    ...reasons,
    '',
    '| warning | what it says |',
    '|---|---|',
    ...warnings,
  ].join('\n');
}

/**
 * `page` with the text between its reasons:start and reasons:end lines replaced by the tables,
 * or null when the page lacks the two marker lines (in that order, once each).
 */
export function withReasonTable(page: string, table: string = renderReasonTable()): string | null {
  return withRegion(page, { start: REASON_TABLE_START, prefix: '<!-- reasons:start', end: REASON_TABLE_END }, table);
}
