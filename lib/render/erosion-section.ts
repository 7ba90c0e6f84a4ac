// The completion summary's erosion section: every measurement of every phase, before and
// after (the phase's work, then the refactoring sub-phase when one ran), with the offenders.

import type { ErosionCheck, RunState } from '../schema/run.js';
import { code } from '../task/markdown.js';

const MAX_OFFENDERS_SHOWN = 5;

function growth(check: ErosionCheck): string {
  if (check.growth === null) return check.after > check.before ? 'new high-CC code' : 'no change';
  const pct = Math.round(check.growth * 1000) / 10;
  return `${pct >= 0 ? '+' : ''}${pct}%`;
}

function checkLine(check: ErosionCheck): string[] {
  const who = check.role === 'refactor' ? 'after the refactoring sub-phase' : 'after the work';
  if (!check.measured) return [`  - ${who}: not measured (${check.reason ?? 'no reason given'})`];
  const lines = [
    `  - ${who}: high-CC mass ${check.before} → ${check.after} (${growth(check)})${check.flagged ? ', **flagged**' : ', ok'}`,
  ];
  for (const o of check.offenders.slice(0, MAX_OFFENDERS_SHOWN)) {
    lines.push(`    - ${code(`${o.file}:${o.line}`)} ${code(o.name)}: CC ${o.before ?? 'new'} → ${o.after}`);
  }
  if (check.offenders.length > MAX_OFFENDERS_SHOWN) lines.push(`    - and ${check.offenders.length - MAX_OFFENDERS_SHOWN} more`);
  for (const s of check.skipped.slice(0, 3)) lines.push(`    - skipped ${code(s.file)}: ${s.reason}`);
  return lines;
}

/** One block per phase that was measured; `None.` when nothing was. */
export function erosionSection(state: RunState): string[] {
  const measured = state.phases.filter((p) => p.erosionChecks.length > 0);
  if (measured.length === 0) return ['No phase was measured.'];
  return measured.flatMap((p) => [`- ${code(p.name)}: ${p.erosion ?? 'not measured'}`, ...p.erosionChecks.flatMap(checkLine)]);
}
