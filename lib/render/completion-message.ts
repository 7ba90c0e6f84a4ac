// The message of a completed run's complete action: phases passed and skipped, the final
// verification, the tests added, the acceptance criteria, what needs a look and the spend, from
// the run's state and the facts the engine derived. Pure.

import type { RunState } from '../schema/run.js';
import type { RunFacts } from '../run/engine/run-facts.js';
import { spendLine } from './cost-table.js';
import { redactSecrets } from '../secrets/index.js';
import { runNotices } from './notices.js';
import { warningText } from '../warnings/words.js';

/** At most this many characters of added test files are named in the completion message (the summary names them all). */
const ADDED_NAMES_BUDGET = 120;

/** `tests: 5 added in test/a.test.js, test/b.test.js`: what the phases added to the tests, told as information. */
function addedTestsNotice(facts: RunFacts): string | null {
  const { files, tests } = facts.addedTests;
  // What FAIL_TO_PASS showed: new tests that fail on the code before their phase test its work.
  const failing = facts.oldCode.reduce((n, f) => n + f.failed, 0);
  if (files.length === 0) return failing === 0 ? null : `tests: ${failing} new fail on the code before their phase and pass now`;
  const named: string[] = [];
  let used = 0;
  for (const f of files) {
    if (named.length > 0 && used + f.length > ADDED_NAMES_BUDGET) break;
    named.push(f);
    used += f.length + 2;
  }
  const more = files.length > named.length ? ` and ${files.length - named.length} more file(s)` : '';
  const shown = failing === 0 ? '' : ` (${failing} fail on the code before their phase)`;
  return `tests: ${tests} added in ${named.join(', ')}${more}${shown}`;
}

/**
 * A completed run, in one short message: phases passed and skipped, the final verification, the
 * tests added, the acceptance criteria and what witnessed them, what needs a look (erosion, the warnings), the total
 * spend, the summary. The detail (spend per phase, every check) is in the summary.
 */
export function completionMessage(state: RunState, facts: RunFacts): string {
  const passed = state.phases.filter((p) => p.status === 'passed').length;
  const skipped = state.phases.filter((p) => p.status === 'skipped').map((p) => p.name);
  const added = addedTestsNotice(facts);
  // The user hears what a quiet pass would hide: erosion, the final verification, no-changes, models.
  const notices = [...runNotices(state, facts), ...(added === null ? [] : [redactSecrets(added)]), ...facts.warnings.map(warningText)];
  const spend = facts.spend;
  if (spend !== null) notices.push(`spent ${spendLine(spend)}`);
  return (
    `OpenForge run ${state.runId} of "${state.prd.title ?? '(untitled PRD)'}" completed: ${passed} phase(s) passed their gates` +
    (skipped.length > 0 ? `, skipped: ${skipped.join(', ')}` : '') +
    // Each notice is a sentence of its own elsewhere (status): its full stop is dropped here, not doubled.
    (notices.length > 0 ? `; ${notices.map((n) => n.replace(/\.$/, '')).join('; ')}` : '') +
    `. Summary: ${state.summaryFile ?? ''}`
  );
}
