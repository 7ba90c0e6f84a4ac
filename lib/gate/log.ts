// Reading a gate's log: the exit status the shell appended, the tail quoted in tasks and
// escalations (cleaned and redacted), or still running / timed out (docs/design.md#gates).

import { redactSecrets } from '../secrets/index.js';
import { cleanOutput } from '../text/index.js';
import { GATE_CWD_MARKER, GATE_END_FIELD, GATE_EXIT_MARKER, GATE_MOVED_MARKER, GATE_START_MARKER } from './marker.js';

export type GateLogState = 'pending' | 'running' | 'passed' | 'failed' | 'timed-out';

export interface GateLogReading {
  readonly state: GateLogState;
  /** The gate's exit status when the marker was found; otherwise null. */
  readonly exitCode: number | null;
  /** The last {@link GATE_TAIL_CHARS} characters of the output before the marker, cleaned and redacted. */
  readonly tail: string;
  /**
   * What the exec command's own lines say (docs/design.md#gates): the working directory the
   * gate ran in, and its start and end (ms epoch, from `date +%s`). All null when the log does
   * not begin with them (a log the exec command did not create, or one of an older version).
   */
  readonly ran: GateRan;
}

export interface GateRan {
  /** The log begins with the exec command's two lines (`openforge-cwd=`, `openforge-start=`). */
  readonly header: boolean;
  readonly cwd: string | null;
  readonly startedAt: number | null;
  readonly endedAt: number | null;
  /** The exec command's pin check failed right before the gate (lib/gate/pin-guard.ts): the gate did not run. */
  readonly moved?: true;
}

const NOT_RAN: GateRan = { header: false, cwd: null, startedAt: null, endedAt: null };

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
const MARKER_AT_END = new RegExp(`${GATE_EXIT_MARKER}(\\d{1,3})(?:${GATE_END_FIELD}(\\d{1,12}))?$`);
/** The longest marker line: `openforge-exit=255 end=` and twelve digits. */
const MARKER_MAX = GATE_EXIT_MARKER.length + 3 + GATE_END_FIELD.length + 12;
const START_LINE = new RegExp(`^${GATE_START_MARKER}(\\d{1,12})$`);

/** The exec command's two first lines, and where the gate's own output begins. */
function readHeader(text: string): { cwd: string; startedAt: number | null; outputStart: number } | null {
  if (!text.startsWith(GATE_CWD_MARKER)) return null;
  const first = text.indexOf('\n');
  if (first === -1) return null;
  const second = text.indexOf('\n', first + 1);
  const startLine = text.slice(first + 1, second === -1 ? text.length : second);
  // `date` may be missing: the start line is then empty of digits, the header still ours.
  if (!startLine.startsWith(GATE_START_MARKER)) return null;
  const start = START_LINE.exec(startLine);
  return {
    cwd: text.slice(GATE_CWD_MARKER.length, first),
    startedAt: start === null ? null : Number(start[1]) * 1000,
    outputStart: second === -1 ? text.length : second + 1,
  };
}

/** Where the output ends and the exit status the marker carries, or null when the last line is not our marker. */
function findMarker(text: string): { outputEnd: number; exitCode: number; endedAt: number | null } | null {
  let end = text.length;
  while (end > 0 && /\s/.test(text.charAt(end - 1))) end -= 1;
  const lineStart = text.lastIndexOf('\n', end - 1) + 1;
  // Only the end of the line matters: look at a bounded window so a huge line costs nothing.
  const windowStart = Math.max(lineStart, end - MARKER_MAX);
  const match = MARKER_AT_END.exec(text.slice(windowStart, end));
  if (match === null) return null;
  const exitCode = Number(match[1]);
  return { outputEnd: windowStart + match.index, exitCode, endedAt: match[2] === undefined ? null : Number(match[2]) * 1000 };
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
 * `openforge-exit=N` (with ` end=T` since the log records its times): `passed` when N is 0,
 * else `failed`. Otherwise `running`, or `timed-out` once `now` is past start + timeout + grace.
 * The exec command's first lines (where and when it ran) are in `ran`, not in the tail.
 */
export function readGateLog(text: string | null, opts: GateLogOptions): GateLogReading {
  if (text === null) return { state: 'pending', exitCode: null, tail: '', ran: NOT_RAN };
  const header = readHeader(text);
  const body = header === null ? text : text.slice(header.outputStart);
  // Only right after the header: the line comes from the exec command, before any output of the gate.
  const moved = header !== null && body.startsWith(`${GATE_MOVED_MARKER}\n`);
  const ran = (endedAt: number | null): GateRan =>
    header === null ? NOT_RAN : { header: true, cwd: header.cwd, startedAt: header.startedAt, endedAt, ...(moved ? { moved: true as const } : {}) };
  const marker = findMarker(body);
  if (marker !== null) {
    const tail = gateLogTail(body.slice(0, marker.outputEnd));
    return { state: marker.exitCode === 0 ? 'passed' : 'failed', exitCode: marker.exitCode, tail, ran: ran(marker.endedAt) };
  }
  const tail = gateLogTail(body);
  const grace = Math.max(0, opts.graceSeconds ?? DEFAULT_GATE_GRACE_SECONDS);
  const deadline = opts.startedAt === null ? null : opts.startedAt + (Math.max(0, opts.timeoutSeconds) + grace) * 1000;
  const timedOut = deadline !== null && opts.now > deadline;
  return { state: timedOut ? 'timed-out' : 'running', exitCode: null, tail, ran: ran(null) };
}

/** A gate record's times: issued and read, and when its log says it ran. */
export interface GateTimes {
  readonly issuedAt: number;
  readonly finishedAt: number | null;
  readonly ranFrom?: number | undefined;
  readonly ranTo?: number | undefined;
}

/**
 * When a gate ran (docs/design.md#gates): the start and end its log records, where they fit
 * between its issue and the read of its verdict (the log's clock is the shell's `date`, to the
 * second, so a second of slack each side); else the issue and read times, as before.
 */
export function gateSpan(g: GateTimes): { from: number; to: number | null } {
  const low = g.issuedAt - 1000;
  const high = g.finishedAt === null ? Number.POSITIVE_INFINITY : g.finishedAt + 1000;
  const fits = (t: number | undefined): t is number => t !== undefined && t >= low && t <= high;
  const from = fits(g.ranFrom) ? Math.max(g.issuedAt, g.ranFrom) : g.issuedAt;
  const to = g.finishedAt === null ? null : fits(g.ranTo) && g.ranTo >= from ? Math.min(g.finishedAt, g.ranTo) : g.finishedAt;
  return { from, to };
}
