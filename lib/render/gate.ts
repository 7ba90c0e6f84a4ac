// Human output of `openforge gate check`: the diagnostics, then the verdict with the argv.

import { formatDiagnostic } from '../diagnostics/index.js';
import type { GateCheck } from '../schema/index.js';

const VERDICT: Record<GateCheck['verdict'], string> = {
  ok: 'ok: may run',
  confirm: 'confirm: runs only after the user confirms it when the run starts',
  rejected: 'rejected: will not run',
};

/** One `<gate>:line:col` line per diagnostic, then `ok: may run (argv: [...])` or the rejection. */
export function renderGateCheck(check: GateCheck): string {
  const lines = check.diagnostics.map((d) => formatDiagnostic('<gate>', d));
  lines.push(`${VERDICT[check.verdict]}${check.argv ? ` (argv: ${JSON.stringify(check.argv)})` : ''}`);
  return `${lines.join('\n')}\n`;
}
