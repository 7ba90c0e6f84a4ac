import { RULES, type RuleArea, type RuleId, type RuleSpec } from './rules.js';
import { idCell, tableCell, withRegion } from '../text/generated-region.js';

// The rule table of references/prd-format.md, generated from the registry: `npm run build`
// rewrites the marked region, and a test fails when the committed page differs.

/** The page that holds the generated table, and the section a rule needs no link to. */
export const RULE_TABLE_PAGE = 'prd-format.md';
const TABLE_SECTION = `${RULE_TABLE_PAGE}#diagnostics`;

export const RULE_TABLE_START = '<!-- rules:start: generated from the rule registry by `npm run build`; edit the registry, not this table -->';
export const RULE_TABLE_END = '<!-- rules:end -->';


function severityCell(spec: RuleSpec): string {
  return spec.severityNote === undefined ? spec.severity : `${spec.severity} (${spec.severityNote})`;
}

const AREA_TITLES: Partial<Record<RuleArea, string>> = {
  prd: 'The PRD',
  'front-matter': 'Front matter',
  schedule: 'Scheduling',
  gate: 'Gates',
  plan: 'Planning',
  secrets: 'Secrets',
  routing: 'Model routing',
  result: 'Results',
  'run-store': 'Run files',
  detect: 'Detect',
};

/**
 * The markdown tables of every registered rule, one per area in registry order (no trailing
 * newline). Separate tables, since one table is one markdown block whose inline parsing
 * grows with the square of its length (lib/prd/inline-work.ts).
 */
export function renderRuleTable(rules: Readonly<Record<RuleId, RuleSpec>> = RULES): string {
  const byArea = new Map<RuleArea, string[]>();
  for (const [id, spec] of Object.entries(rules) as [RuleId, RuleSpec][]) {
    const rows = byArea.get(spec.area) ?? [];
    rows.push(`| ${idCell(id, spec.docs, RULE_TABLE_PAGE, TABLE_SECTION)} | ${tableCell(severityCell(spec))} | ${tableCell(spec.summary)} |`);
    byArea.set(spec.area, rows);
  }
  const lines = ['Every rule id OpenForge reports; an id links to the section that explains it.'];
  for (const [area, rows] of byArea) lines.push('', `**${AREA_TITLES[area] ?? area}**`, '', '| rule id | severity | meaning / fix |', '|---|---|---|', ...rows);
  return lines.join('\n');
}

/**
 * `page` with the text between its rules:start and rules:end lines replaced by the table,
 * or null when the page lacks the two marker lines (in that order, once each).
 */
export function withRuleTable(page: string, table: string = renderRuleTable()): string | null {
  return withRegion(page, { start: RULE_TABLE_START, prefix: '<!-- rules:start', end: RULE_TABLE_END }, table);
}
