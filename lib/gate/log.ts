// Reading a gate's log: the exit status the shell appended, the tail quoted in tasks and
// escalations (cleaned and redacted), or still running / timed out (docs/design.md#gates).

import { redactSecrets } from '../secrets/index.js';
import { cleanOutput } from '../text/index.js';
import { GATE_EXIT_MARKER } from './marker.js';

export type GateLogState = 'pending' | 'running' | 'passed' | 'failed' | 'timed-out';

export interface GateLogReading {
  readonly state: GateLogState;
  /** The gate's exit status when the marker was found; otherwise null. */
  readonly exitCode: number | null;
  /** The last {@link GATE_TAIL_CHARS} characters of the output before the marker, cleaned and redacted. */
  readonly tail: string;
}

export interface GateLogOptions {
  /** When the gate was handed to the agent (ms epoch); null when unknown (never times out). */
  readonly startedAt: number | null;
  /** The clock (ms epoch). */
  readonly now: number;
  readonly timeoutSeconds: number;
  /** Added to the timeout before a gate without a marker counts as timed out. Default 30. */
  readonly graceSeconds?: number;
}

export const GATE_TAIL_CHARS = 2000;
export const DEFAULT_GATE_GRACE_SECONDS = 30;
/** Extra text redacted before the tail is cut, so a secret straddling the cut is still found whole. */
const REDACTION_MARGIN = 8192;
/** The marker at the end of the last non-empty line; text before it on that line is output without a trailing newline. */
const MARKER_AT_END = new RegExp(`${GATE_EXIT_MARKER}(\\d{1,3})$`);

/** Where the output ends and the exit status the marker carries, or null when the last line is not our marker. */
function findMarker(text: string): { outputEnd: number; exitCode: number } | null {
  let end = text.length;
  while (end > 0 && /\s/.test(text.charAt(end - 1))) end -= 1;
  const lineStart = text.lastIndexOf('\n', end - 1) + 1;
  // Only the end of the line matters: look at a bounded window so a huge line costs nothing.
  const windowStart = Math.max(lineStart, end - GATE_EXIT_MARKER.length - 3);
  const match = MARKER_AT_END.exec(text.slice(windowStart, end));
  if (match === null) return null;
  const exitCode = Number(match[1]);
  return { outputEnd: windowStart + match.index, exitCode };
}

/** The last {@link GATE_TAIL_CHARS} characters of `output`, cleaned, secrets redacted. */
export function gateLogTail(output: string): string {
  const window = output.slice(Math.max(0, output.length - GATE_TAIL_CHARS - REDACTION_MARGIN));
  const redacted = redactSecrets(cleanOutput(window));
  return redacted.slice(Math.max(0, redacted.length - GATE_TAIL_CHARS));
}

/**
 * The state of a gate from its log (written by the command {@link buildGateExec} built).
 * Pure; never throws. No log yet: `pending` (offer the gate again). A last line
 * `openforge-exit=N`: `passed` when N is 0, else `failed`. Otherwise `running`, or
 * `timed-out` once `now` is past start + timeout + grace.
 */
export function readGateLog(text: string | null, opts: GateLogOptions): GateLogReading {
  if (text === null) return { state: 'pending', exitCode: null, tail: '' };
  const marker = findMarker(text);
  if (marker !== null) {
    const tail = gateLogTail(text.slice(0, marker.outputEnd));
    return { state: marker.exitCode === 0 ? 'passed' : 'failed', exitCode: marker.exitCode, tail };
  }
  const tail = gateLogTail(text);
  const grace = Math.max(0, opts.graceSeconds ?? DEFAULT_GATE_GRACE_SECONDS);
  const deadline = opts.startedAt === null ? null : opts.startedAt + (Math.max(0, opts.timeoutSeconds) + grace) * 1000;
  const timedOut = deadline !== null && opts.now > deadline;
  return { state: timedOut ? 'timed-out' : 'running', exitCode: null, tail };
}
