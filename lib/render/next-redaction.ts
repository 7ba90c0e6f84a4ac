// Secrets redacted everywhere in what `run`, `next`, `resume` and `draft` print: every string
// of the document is redacted except the ones the agent must use byte-exact — the gate's exec
// arguments (what runs is what was checked), the approve/reject commands of an ask and the
// paths and ids it acts on. A gate cannot hold a secret (`gate-secret` rejects it at
// validation), so the exec command never needs redacting; the rest never goes verbatim.
// The same strings are the words the agent relays to the user (a question, an escalation):
// like every human output they carry no terminal escape or control character (lib/text/shown.ts),
// whichever form the document is printed in; the exact fields keep theirs.

import type { Action, NextReport } from '../schema/actions.js';
import type { GateCheck } from '../schema/gate.js';
import { redactDeep, redactionMarker, redactSecrets } from '../secrets/index.js';
import { shownText } from '../text/shown.js';

/** `value` with every string as a person is shown it (escapes and control characters out); itself when none changes. */
function shownDeep<T>(value: T): T {
  let changed = false;
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') {
      const shown = shownText(v);
      changed ||= shown !== v;
      return shown;
    }
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  const out = walk(value) as T;
  return changed ? out : value;
}

/** Secrets redacted and escapes taken out of every string. */
const safeDeep = <T>(value: T): T => shownDeep(redactDeep(value));

/** `action` made safe, with the fields the agent runs or opens put back exactly as they were. */
function redactAction(action: Action): Action {
  const safe = safeDeep(action);
  if (safe === action) return action;
  switch (action.kind) {
    case 'spawn':
      return { ...(safe as typeof action), id: action.id, resultFile: action.resultFile };
    case 'gate':
      return { ...(safe as typeof action), id: action.id, exec: action.exec, logFile: action.logFile };
    case 'usage':
      return { ...(safe as typeof action), id: action.id, for: action.for, exec: action.exec, logFile: action.logFile };
    case 'ask':
      return { ...(safe as typeof action), id: action.id, approve: action.approve, reject: action.reject, noteFile: action.noteFile };
    case 'wait':
      return { ...(safe as typeof action), id: action.id, waitingFor: action.waitingFor };
    case 'collect':
      return { ...(safe as typeof action), id: action.id, waitingFor: action.waitingFor, wait: action.wait };
    case 'escalate':
      return { ...(safe as typeof action), id: action.id };
    case 'complete':
      return { ...(safe as typeof action), id: action.id, summaryFile: action.summaryFile };
  }
}

/**
 * The report with every secret redacted and every escape taken out (messages, questions, warnings, notes, task pointers,
 * labels, phase names), and the exec command, commands, ids and paths kept byte-exact.
 */
export function redactNextReport<T extends NextReport>(report: T): T {
  // One scan of the whole document in the usual case, nothing secret (a second scan would
  // double the cost of a cold process: V8 compiles the regexes again for their second use).
  if (safeDeep(report) === report) return report;
  const warnings = safeDeep(report.warnings);
  const actions = report.actions.map(redactAction);
  const rest = safeDeep({ ...report, actions: [], warnings: [] });
  return { ...rest, runId: report.runId, runDir: report.runDir, actions, warnings } as T;
}

/**
 * `gate check`'s document, redacted. A gate holding a secret is rejected (`gate-secret`) and
 * never runs, so nothing of it must stay exact: its command is shown redacted (withheld whole
 * when the secret only appears once quotes are removed, `gh""p_…`) and its argv is dropped (a
 * word alone can lack the context that makes it a secret, `-pSECRET` without `mysql`).
 */
export function redactGateCheck<T extends GateCheck>(check: T): T {
  const safe = redactDeep(check);
  if (!check.diagnostics.some((d) => d.ruleId === 'gate-secret')) return safe;
  const shown = redactSecrets(check.command);
  return { ...safe, command: shown === check.command ? redactionMarker('gate-command') : shown, argv: null };
}
