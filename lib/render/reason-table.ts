// The two tables of references/troubleshooting.md, escalation reasons then warning codes, from
// their records (lib/reasons/<id>.ts, lib/warnings/<code>.ts: meaning, derived state, docs
// anchor), in the records' order: `npm run build` rewrites the marked region, as
// lib/diagnostics/rule-table.ts does for the rule table. Pure.

import { REASON_RECORDS } from '../reasons/index.generated.js';
import { TABLE_SECTION } from '../reasons/types.js';
import { WARNING_RECORDS } from '../warnings/index.generated.js';
import { idCell, tableCell, withRegion } from '../text/generated-region.js';

/** The page that holds the two tables. */
export const REASON_TABLE_PAGE = 'troubleshooting.md';

export const REASON_TABLE_START = '<!-- reasons:start: generated from the reason and warning records by `npm run build`; edit a record, not this table -->';
export const REASON_TABLE_END = '<!-- reasons:end -->';

const byOrder = <R extends { order: number }>(records: Readonly<Record<string, R>>): R[] => Object.values(records).sort((a, b) => a.order - b.order);

/** The two markdown tables, escalation reasons then warning codes, in the records' order (no trailing newline). */
export function renderReasonTable(): string {
  const reasons = byOrder(REASON_RECORDS).map((r) => `| ${idCell(r.id, r.docs, REASON_TABLE_PAGE, TABLE_SECTION)} | ${tableCell(r.meaning)} | ${r.halted ?? 'needs-human'} |`);
  const warnings = byOrder<{ code: string; order: number; docs: string; meaning: string }>(WARNING_RECORDS).map(
    (w) => `| ${idCell(w.code, w.docs, REASON_TABLE_PAGE, TABLE_SECTION)} | ${tableCell(w.meaning)} |`,
  );
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
