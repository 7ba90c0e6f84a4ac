import { closeSync, fstatSync, fsyncSync, ftruncateSync, readSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { Diagnostic } from '../../schema/index.js';
import { error, warning } from '../../diagnostics/index.js';
import { describeFsError } from './atomic-write.js';
import { APPEND_NOFOLLOW, openRunFile, READ_NOFOLLOW, readRunFile } from './run-file.js';

export const EVENTS_FILE = 'events.jsonl';


export type AppendResult = { ok: true; droppedTornLine: boolean } | { ok: false; message: string };

export interface EventsRead<E> {
  events: E[];
  diagnostics: Diagnostic[];
}

/** Byte offset just after the last '\n' in the file open on `fd`, or 0. */
function endOfLastCompleteLine(fd: number, size: number): number {
  const buf = Buffer.alloc(size);
  let read = 0;
  while (read < size) {
    const n = readSync(fd, buf, read, size - read, read);
    if (n === 0) break;
    read += n;
  }
  return buf.lastIndexOf(0x0a, read - 1) + 1;
}

/**
 * If a crash left a torn (newline-less) last line, cut it off so the next event starts on
 * its own line; a complete JSON value that only lacks its newline gets one instead.
 */
function repairTail(fd: number): boolean {
  const size = fstatSync(fd).size;
  if (size === 0) return false;
  const last = Buffer.alloc(1);
  readSync(fd, last, 0, 1, size - 1);
  if (last[0] === 0x0a) return false;
  const cut = endOfLastCompleteLine(fd, size);
  const tail = Buffer.alloc(size - cut);
  readSync(fd, tail, 0, tail.length, cut);
  try {
    JSON.parse(tail.toString('utf8'));
    writeSync(fd, '\n');
    return false;
  } catch {
    ftruncateSync(fd, cut);
    return true;
  }
}

/**
 * Append one event as a JSON line with a single write, then fsync. Call it while holding the
 * run lock: the torn-tail repair and the append are not atomic against another writer.
 */
export function appendEvent(runDir: string, event: unknown): AppendResult {
  return appendEvents(runDir, [event]);
}

/**
 * Append several events with one write and one fsync: a crash leaves all of them, none, or
 * a torn last line (which the next append and every read drop). Call it holding the run lock.
 */
/** The log lines of `events`, as appended (the seal is computed over these bytes). */
export const eventLines = (events: readonly unknown[]): string => events.map((e) => `${JSON.stringify(e)}\n`).join('');

export function appendEvents(runDir: string, events: readonly unknown[]): AppendResult {
  const path = join(runDir, EVENTS_FILE);
  if (events.length === 0) return { ok: true, droppedTornLine: false };
  const line = eventLines(events);
  const opened = openRunFile(path, APPEND_NOFOLLOW);
  if (!opened.ok) return { ok: false, message: opened.missing ? describeFsError(path, 'append to the events log', { code: 'ENOENT' }) : opened.message };
  const fd = opened.fd;
  try {
    const droppedTornLine = repairTail(fd);
    writeSync(fd, line);
    fsyncSync(fd);
    return { ok: true, droppedTornLine };
  } catch (err) {
    return { ok: false, message: describeFsError(path, 'append to the events log', err) };
  } finally {
    closeSync(fd);
  }
}

/**
 * Read `events.jsonl`. A bad line stops reading (its line number is reported and later events
 * are ignored), except a torn final line without a newline, which is only a warning.
 */
export function readEvents<E>(runDir: string): EventsRead<E> {
  const path = join(runDir, EVENTS_FILE);
  const read = readRunFile(path);
  if (!read.ok) return read.missing ? { events: [], diagnostics: [] } : { events: [], diagnostics: [error({ ruleId: 'events-unreadable', message: read.message })] };
  const lines = read.text.split('\n');
  const events: E[] = [];
  const diagnostics: Diagnostic[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const raw = lines[i] ?? '';
    if (raw.trim() === '') continue;
    try {
      events.push(JSON.parse(raw) as E);
    } catch {
      const lineNo = i + 1;
      const isFinalWithoutNewline = i === lines.length - 1;
      if (isFinalWithoutNewline) {
        diagnostics.push(
          warning({
            ruleId: 'events-line-torn',
            line: lineNo,
            message: `${path}:${lineNo}: the last line is incomplete (an interrupted write); it is ignored and the ${events.length} events before it are kept.`,
          }),
        );
      } else {
        diagnostics.push(
          error({
            ruleId: 'events-line-invalid',
            line: lineNo,
            message: `${path}:${lineNo}: not valid JSON; this line and the events after it are ignored. Fix or delete the line, or restore the file from a backup.`,
          }),
        );
      }
      break;
    }
  }
  return { events, diagnostics };
}

/** How much of the log's end `readEventsTail` reads: one event line is far smaller. */
const TAIL_BYTES = 256 * 1024;

export interface EventsTail {
  /** The `seq` of the last complete event line: 0 when the log is missing or empty; null when unreadable. */
  lastSeq: number | null;
  /** The file ends in an incomplete line (an interrupted write); the next append drops it. */
  torn: boolean;
}

/** The end of `events.jsonl` (only its last bytes are read): the last seq, and whether the tail is torn. */
export function readEventsTail(runDir: string): EventsTail {
  const path = join(runDir, EVENTS_FILE);
  const opened = openRunFile(path, READ_NOFOLLOW);
  if (!opened.ok) return { lastSeq: opened.missing ? 0 : null, torn: false };
  const fd = opened.fd;
  try {
    const size = opened.size;
    if (size === 0) return { lastSeq: 0, torn: false };
    const start = Math.max(0, size - TAIL_BYTES);
    const buf = Buffer.alloc(size - start);
    let read = 0;
    while (read < buf.length) {
      const n = readSync(fd, buf, read, buf.length - read, start + read);
      if (n === 0) break;
      read += n;
    }
    return tailOf(buf.subarray(0, read).toString('utf8'), start === 0);
  } catch {
    return { lastSeq: null, torn: false };
  } finally {
    closeSync(fd);
  }
}

/**
 * `readEventsTail` of a log already read whole (the bytes the seal's check matched): the same
 * answer from the same last bytes, without reading the file a second time.
 */
export function eventsTailOf(log: Buffer): EventsTail {
  if (log.length === 0) return { lastSeq: 0, torn: false };
  const start = Math.max(0, log.length - TAIL_BYTES);
  return tailOf(log.subarray(start).toString('utf8'), start === 0);
}

/** The last `count` lines of `text` that are not blank, the last first: found from the end, not by splitting the whole text. */
function lastLines(text: string, count: number): string[] {
  const out: string[] = [];
  let end = text.length;
  for (;;) {
    const start = end === 0 ? -1 : text.lastIndexOf('\n', end - 1);
    const line = text.slice(start + 1, end);
    if (line.trim() !== '') {
      out.push(line);
      if (out.length === count) break;
    }
    if (start < 0) break;
    end = start;
  }
  return out;
}

/** The last seq and tornness of a log's last bytes `text` (`whole`: they are the whole log). */
function tailOf(text: string, whole: boolean): EventsTail {
  const torn = !text.endsWith('\n');
  // A torn log's last line is the incomplete one: the seq is the line's before it.
  const last = lastLines(text, 2)[torn ? 1 : 0];
  if (last === undefined) return { lastSeq: whole ? 0 : null, torn };
  try {
    const seq = (JSON.parse(last) as { seq?: unknown } | null)?.seq;
    return { lastSeq: typeof seq === 'number' ? seq : null, torn };
  } catch {
    return { lastSeq: null, torn };
  }
}
