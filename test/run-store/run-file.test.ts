import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, lstatSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRunFile, runPathProblem } from '../../lib/io/run-store/run-file.js';
import { writeFileAtomic } from '../../lib/io/run-store/atomic-write.js';
import { appendEvents } from '../../lib/io/run-store/events.js';
import { useTempDirs } from './temp-dir.js';

const tempDir = useTempDirs();

/** `<tmp>/.openforge/runs/R` with its `gates/`, and a directory outside it. */
function layout(): { run: string; outside: string } {
  const base = tempDir();
  const run = join(base, '.openforge', 'runs', 'R');
  mkdirSync(join(run, 'gates'), { recursive: true });
  const outside = join(base, 'outside');
  mkdirSync(outside);
  writeFileSync(join(outside, 'secret.txt'), 'outside\n');
  return { run, outside };
}

describe('readRunFile', () => {
  it('reads a regular file; a missing one is missing, not an error', () => {
    const { run } = layout();
    writeFileSync(join(run, 'state.json'), '{"a":1}\n');
    expect(readRunFile(join(run, 'state.json'))).toMatchObject({ ok: true, text: '{"a":1}\n', truncated: false });
    expect(readRunFile(join(run, 'nope.json'))).toMatchObject({ ok: false, missing: true });
  });

  it('refuses a symbolic link, a FIFO and a device without following or blocking', () => {
    const { run, outside } = layout();
    symlinkSync(join(outside, 'secret.txt'), join(run, 'link.json'));
    symlinkSync('/dev/zero', join(run, 'zero.json'));
    execFileSync('mkfifo', [join(run, 'fifo.json')]);
    expect(readRunFile(join(run, 'link.json'))).toMatchObject({ ok: false, missing: false, message: expect.stringMatching(/link\.json is a symbolic link, not a regular file/) });
    expect(readRunFile(join(run, 'zero.json'))).toMatchObject({ ok: false, message: expect.stringMatching(/is a symbolic link/) });
    expect(readRunFile(join(run, 'fifo.json'))).toMatchObject({ ok: false, message: expect.stringMatching(/fifo\.json is a FIFO, not a regular file/) });
    expect(readRunFile('/dev/null')).toMatchObject({ ok: false, message: expect.stringMatching(/is a character device/) });
    expect(readRunFile(run)).toMatchObject({ ok: false, message: expect.stringMatching(/is a directory/) });
  });

  it('caps the size: refused with the sizes named, or its tail when asked', () => {
    const { run } = layout();
    const path = join(run, 'gates', 'g.log');
    writeFileSync(path, `${'x'.repeat(3 * 1024 * 1024)}END`);
    const refused = readRunFile(path, { maxBytes: 1024 * 1024 });
    expect(refused).toMatchObject({ ok: false, missing: false });
    expect(!refused.ok && refused.message).toMatch(/g\.log is 3\.0 MB; run files are read up to 1\.0 MB/);
    const tail = readRunFile(path, { maxBytes: 10, tail: true });
    expect(tail).toMatchObject({ ok: true, text: 'xxxxxxxEND', truncated: true });
  });

  it('refuses a file below a directory that is a link (runs/R, gates/), but not the links .openforge allows', () => {
    const { run, outside } = layout();
    writeFileSync(join(outside, 'g.log'), 'outside');
    const gates = join(run, 'gates');
    execFileSync('rm', ['-r', gates]);
    symlinkSync(outside, gates);
    expect(runPathProblem(join(gates, 'g.log'))).toMatch(/gates is a symbolic link, not a directory OpenForge made/);
    expect(readRunFile(join(gates, 'g.log'))).toMatchObject({ ok: false, missing: false });
    // Paths outside any .openforge are not this module's business.
    expect(runPathProblem(join(outside, 'g.log'))).toBeNull();
    // A file directly in a run directory has only the run directory to check.
    expect(runPathProblem(join(run, 'state.json'))).toBeNull();
  });
});

describe('writes never go through a planted link', () => {
  it('writeFileAtomic replaces a link at the target instead of writing through it', () => {
    const { run, outside } = layout();
    const target = join(run, 'state.json');
    symlinkSync(join(outside, 'secret.txt'), target);
    expect(writeFileAtomic(target, 'mine\n')).toEqual({ ok: true });
    expect(lstatSync(target).isFile()).toBe(true);
    expect(readFileSync(target, 'utf8')).toBe('mine\n');
    expect(readFileSync(join(outside, 'secret.txt'), 'utf8')).toBe('outside\n');
  });

  it('writeFileAtomic refuses a linked directory below runs/; nothing lands outside', () => {
    const { run, outside } = layout();
    execFileSync('rm', ['-r', join(run, 'gates')]);
    symlinkSync(outside, join(run, 'gates'));
    const written = writeFileAtomic(join(run, 'gates', 'x.log'), 'data');
    expect(written.ok).toBe(false);
    expect(readdirSync(outside)).toEqual(['secret.txt']);
  });

  it('appendEvents refuses an events log that is a link or a FIFO (no append, no hang)', () => {
    const { run, outside } = layout();
    symlinkSync(join(outside, 'secret.txt'), join(run, 'events.jsonl'));
    const linked = appendEvents(run, [{ seq: 1 }]);
    expect(linked).toMatchObject({ ok: false, message: expect.stringMatching(/events\.jsonl is a symbolic link/) });
    expect(readFileSync(join(outside, 'secret.txt'), 'utf8')).toBe('outside\n');
    const other = join(tempDir(), '.openforge', 'runs', 'S');
    mkdirSync(other, { recursive: true });
    execFileSync('mkfifo', [join(other, 'events.jsonl')]);
    expect(appendEvents(other, [{ seq: 1 }])).toMatchObject({ ok: false, message: expect.stringMatching(/is a FIFO/) });
  });
});
