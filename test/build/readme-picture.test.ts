// The README's picture (docs/images/demo-run.png) is drawn by build/readme-picture.mjs from the
// charts of the demo's summary, whose source it commits as docs/images/demo-run.mmd. Without a
// browser, this checks that the committed source is what the demo draws today: the same
// phases, edges, bars, labels and colours; only the clock (bar times, phase durations) differs
// from run to run.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the build scripts, without types.
import { demoCharts, runDemo, sourceOf } from '../../build/readme-picture.mjs';
import { DURATION } from '../helpers/duration.js';

const root = resolve(import.meta.dirname, '../..');

/** The chart with the clock taken out: epoch-ms times and durations of any unit (`1s`, `4m 05s`, `1h`). */
const timeless = (chart: string): string => chart.replace(/\b\d{12,}\b/g, 'T').replace(new RegExp(String.raw`\b${DURATION}\b`, 'g'), 'D');

describe('the README picture', () => {
  let today = '';
  beforeAll(() => {
    today = sourceOf(demoCharts(runDemo()));
  }, 120_000);

  it('the README shows it', () => {
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toContain('](docs/images/demo-run.png)');
  });

  it('its committed source is what the demo draws today, but for the clock', () => {
    const committed = readFileSync(join(root, 'docs/images/demo-run.mmd'), 'utf8');
    expect(timeless(committed)).toBe(timeless(today));
    // What the picture must show: the parallel pair, the failed attempt in red and its retry.
    expect(committed).toContain('work 1 · failed (gate) :crit');
    expect(committed).toContain('work 2 · passed :done');
    expect(committed).toMatch(/^flowchart TD$/m);
  });
});
