// Issue 29 item 1, the part a grep can check: run events are numbered in one place
// (lib/run/model/stamp.ts). Any other `seq: <number>` or `seq: <x> + …` in lib/ or scripts/ is a
// second numbering that can drift from it.
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, HAND_WRITTEN_TS } from '../helpers/source-files.js';

const root = resolve(import.meta.dirname, '../..');

/** `seq:` given a number or a sum: an event being numbered (copying `e.seq` into the state is not). */
const NUMBERING = /\bseq:\s*(?:\d|[\w.]+\s*\+)/;

describe('run events are numbered in one place', () => {
  it('assigns seq only in lib/run/model/stamp.ts', () => {
    const sites = [...filesUnder(join(root, 'lib'), HAND_WRITTEN_TS), ...filesUnder(join(root, 'scripts'), HAND_WRITTEN_TS)]
      .filter((f) => readFileSync(f, 'utf8').split('\n').some((line) => NUMBERING.test(line) && !line.trimStart().startsWith('//')))
      .map((f) => relative(root, f));
    expect(sites).toEqual(['lib/run/model/stamp.ts']);
  });

  it('the pattern sees the numbering it forbids', () => {
    expect(['seq: state.seq + 1,', 'seq: 1,', '{ seq: after + 1, at }'].every((l) => NUMBERING.test(l))).toBe(true);
    expect(['seq: e.seq,', 'eventsAfter(seq: number): RunEvent[];', 'const { seq: _seq, at } = e;'].some((l) => NUMBERING.test(l))).toBe(false);
  });
});
