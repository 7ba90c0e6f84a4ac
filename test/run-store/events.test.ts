import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appendEvent, readEvents } from '../../lib/io/run-store/index.js';
import { eventsTailOf, readEventsTail } from '../../lib/io/run-store/events.js';
import { ruleIdsIn } from '../../lib/diagnostics/index.js';
import { useTempDirs } from './temp-dir.js';

const tempDir = useTempDirs();
const eventsFile = (dir: string): string => join(dir, 'events.jsonl');

describe('appendEvent / readEvents', () => {
  it('a missing or empty file has no events', () => {
    const dir = tempDir();
    expect(readEvents(dir)).toEqual({ events: [], diagnostics: [] });
    writeFileSync(eventsFile(dir), '');
    expect(readEvents(dir)).toEqual({ events: [], diagnostics: [] });
  });

  it('appends one JSON line per event and reads them back in order', () => {
    const dir = tempDir();
    expect(appendEvent(dir, { type: 'started', n: 1 })).toEqual({ ok: true, droppedTornLine: false });
    expect(appendEvent(dir, { type: 'spawned', n: 2 })).toEqual({ ok: true, droppedTornLine: false });
    expect(readFileSync(eventsFile(dir), 'utf8')).toBe('{"type":"started","n":1}\n{"type":"spawned","n":2}\n');
    expect(readEvents<{ n: number }>(dir).events.map((e) => e.n)).toEqual([1, 2]);
  });

  it('reports a corrupt middle line by its number and ignores the events after it', () => {
    const dir = tempDir();
    writeFileSync(eventsFile(dir), '{"n":1}\n{"n":2}\n{"n":3\n{"n":4}\n');
    const read = readEvents<{ n: number }>(dir);
    expect(read.events).toEqual([{ n: 1 }, { n: 2 }]);
    expect(read.diagnostics).toHaveLength(1);
    const [d] = read.diagnostics;
    expect(d).toMatchObject({ severity: 'error', ruleId: 'events-line-invalid', line: 3 });
    expect(d?.message).toContain(`${eventsFile(dir)}:3`);
    expect(d?.message).toContain('events after it are ignored');
  });

  it('a torn final line is a warning and the earlier events are kept', () => {
    const dir = tempDir();
    writeFileSync(eventsFile(dir), '{"n":1}\n{"n":2}\n{"n":3,"ty');
    const read = readEvents<{ n: number }>(dir);
    expect(read.events).toEqual([{ n: 1 }, { n: 2 }]);
    expect(read.diagnostics).toMatchObject([{ severity: 'warning', ruleId: 'events-line-torn', line: 3 }]);
  });

  it('a bad final line that ends with a newline is an error, not a tear', () => {
    const dir = tempDir();
    writeFileSync(eventsFile(dir), '{"n":1}\nnot json\n');
    expect(readEvents(dir).diagnostics).toMatchObject([{ severity: 'error', ruleId: 'events-line-invalid', line: 2 }]);
  });

  it('appending after a crash drops the torn tail so the log stays readable', () => {
    const dir = tempDir();
    writeFileSync(eventsFile(dir), '{"n":1}\n{"n":2,"ty');
    expect(appendEvent(dir, { n: 3 })).toEqual({ ok: true, droppedTornLine: true });
    expect(readFileSync(eventsFile(dir), 'utf8')).toBe('{"n":1}\n{"n":3}\n');
    expect(readEvents(dir)).toEqual({ events: [{ n: 1 }, { n: 3 }], diagnostics: [] });
  });

  it('appending after a complete line that lacks its newline keeps that line', () => {
    const dir = tempDir();
    writeFileSync(eventsFile(dir), '{"n":1}\n{"n":2}');
    expect(appendEvent(dir, { n: 3 })).toEqual({ ok: true, droppedTornLine: false });
    expect(readEvents(dir).events).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });

  it('reports an unwritable location as a message', () => {
    const result = appendEvent(join(tempDir(), 'missing'), { n: 1 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain('cannot append to the events log (ENOENT)');
  });

  it('exports its rule ids', () => {
    expect(ruleIdsIn('run-store')).toContain('events-line-torn');
  });
});

describe('eventsTailOf (the log bytes the seal check read)', () => {
  const line = (seq: number) => `${JSON.stringify({ type: 'note', seq, at: seq })}\n`;
  const long = `${JSON.stringify({ type: 'note', seq: 99, text: 'x'.repeat(300 * 1024) })}\n`;
  const logs: Record<string, string> = {
    empty: '',
    one: line(1),
    several: line(1) + line(2) + line(3),
    torn: line(1) + line(2) + '{"type":"no',
    'torn after blank lines': line(1) + '\n  \n' + '{"seq":',
    'blank lines at the end': line(1) + line(2) + '\n\n \n',
    'a torn blank tail': line(1) + line(2) + '   ',
    'not JSON at the end': line(1) + 'garbage\n',
    'no seq': line(1) + '{"type":"x"}\n',
    'a last line longer than the window read': line(1) + long,
    'a long line before the last': long + line(100),
  };
  /** The tail by its definition: the log's last 256 KB split into lines, blank ones dropped, a torn last one too. */
  const byDefinition = (text: string) => {
    const bytes = Buffer.from(text, 'utf8');
    if (bytes.length === 0) return { lastSeq: 0, torn: false };
    const start = Math.max(0, bytes.length - 256 * 1024);
    const window = bytes.subarray(start).toString('utf8');
    const torn = !window.endsWith('\n');
    const lines = window.split('\n').filter((l) => l.trim() !== '');
    if (torn) lines.pop();
    const last = lines.at(-1);
    if (last === undefined) return { lastSeq: start === 0 ? 0 : null, torn };
    try {
      const seq = (JSON.parse(last) as { seq?: unknown } | null)?.seq;
      return { lastSeq: typeof seq === 'number' ? seq : null, torn };
    } catch {
      return { lastSeq: null, torn };
    }
  };
  for (const [name, text] of Object.entries(logs)) {
    it(`finds what readEventsTail finds in the file: ${name}`, () => {
      const dir = tempDir();
      writeFileSync(join(dir, 'events.jsonl'), text);
      const fromFile = readEventsTail(dir);
      expect(fromFile).toEqual(byDefinition(text));
      expect(eventsTailOf(Buffer.from(text, 'utf8'))).toEqual(fromFile);
      if (name === 'several') expect(fromFile).toEqual({ lastSeq: 3, torn: false });
      if (name === 'torn') expect(fromFile).toEqual({ lastSeq: 2, torn: true });
    });
  }
});
