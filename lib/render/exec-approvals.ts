// The `plan` section "Exec approvals": shown only when some OpenClaw exec policy is not
// `full` (lib/plan/exec-approvals.ts). Short and exact: what to allow, and what cannot be.

import type { ExecApprovals } from '../schema/index.js';

export function renderExecApprovals(advice: ExecApprovals): string[] {
  const set = advice.restrictions.map((r) => `${r.source === 'config' ? 'config' : 'approvals'} ${r.key}: ${r.mode}`);
  const { origin } = advice;
  if (origin.kind === 'unreadable') set.push(`host approvals in ${origin.path}: not read (${origin.reason ?? 'unknown reason'}); check them with \`openclaw approvals get\``);
  const lines = [
    `Exec approvals (${set.join('; ')}): to run OpenForge, allow exactly this:`,
    `  scripts: the allowlist entry \`${advice.allowlistEntry}\` for every agent that runs OpenForge (\`openclaw approvals allowlist add --agent "*" node\`), and call them with {baseDir} absolute: ${advice.scriptCommand} …`,
  ];
  if (advice.gatesNeedFullMode) {
    const full = advice.fullAgents.length > 0 ? ` (full now: ${advice.fullAgents.join(', ')})` : ' (none is now)';
    lines.push(
      `  gates: no allowlist entry or approval matches a gate's log wrapper, so the agent that runs the PRD needs host exec mode full${full}: ` +
        'config agents.entries.<id>.tools.exec.mode "full" and approvals agents.<id> security "full", ask "off". Otherwise only plan works; see references/troubleshooting.md "Exec approvals".',
    );
  }
  return lines;
}
