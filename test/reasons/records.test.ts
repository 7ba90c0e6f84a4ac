// The escalation reason and warning code records (lib/reasons/<id>.ts, lib/warnings/<code>.ts):
// one file each, holding its facts, advice, derived state, docs anchor, meaning and message; the
// build writes their indexes and plain data, and the tables of references/troubleshooting.md.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a build script in plain JavaScript, without types
import { reasonIndex, recordFiles, warningIndex } from '../../build/gen-reason-index.mjs';
import { headingAnchors } from '../helpers/markdown-anchors.js';
import { REASON_TABLE_END, REASON_TABLE_PAGE, REASON_TABLE_START, renderReasonTable, withReasonTable } from '../../lib/render/reason-table.js';
import { reasonAdvice } from '../../lib/render/escalation.js';
import { REASON_RECORDS } from '../../lib/reasons/index.js';
import { WARNING_RECORDS } from '../../lib/warnings/index.js';
import { ESCALATION_REASONS } from '../../lib/schema/run-vocabulary.js';
import { REASON_ADVICE, REASON_HALTED } from '../../lib/schema/reasons.generated.js';
import { DERIVED_PHASE_STATES, DERIVED_RUN_STATES } from '../../lib/schema/run-vocabulary.js';

const root = resolve(import.meta.dirname, '../..');
const page = (name: string): string => readFileSync(join(root, 'skills/openforge/references', name), 'utf8');
const reasons = Object.values(REASON_RECORDS).sort((a, b) => a.order - b.order);
const warnings = Object.values(WARNING_RECORDS).sort((a, b) => a.order - b.order);

describe('the reason and warning records', () => {
  it('the committed indexes list every record file, each named by its id (npm run build writes them)', () => {
    expect(readFileSync(join(root, 'lib/reasons/index.generated.ts'), 'utf8')).toBe(reasonIndex(root));
    expect(readFileSync(join(root, 'lib/warnings/index.generated.ts'), 'utf8')).toBe(warningIndex(root));
    expect(Object.keys(REASON_RECORDS).sort()).toEqual(recordFiles(root, 'lib/reasons').map((f: string) => f.slice(0, -3)));
    expect(Object.keys(WARNING_RECORDS).sort()).toEqual(recordFiles(root, 'lib/warnings').map((f: string) => f.slice(0, -3)));
    for (const [id, r] of Object.entries(REASON_RECORDS)) expect(r.id).toBe(id);
    for (const [code, w] of Object.entries(WARNING_RECORDS)) expect(w.code).toBe(code);
  });

  it('the plain data is the records\' (the schema enumerates the reasons in their order; the engine and the derived state read it)', () => {
    expect([...ESCALATION_REASONS]).toEqual(reasons.map((r) => r.id));
    expect(REASON_ADVICE).toEqual(Object.fromEntries(reasons.map((r) => [r.id, { advice: r.advice, refine: r.refine }])));
    expect(REASON_HALTED).toEqual(Object.fromEntries(reasons.flatMap((r) => (r.halted === undefined ? [] : [[r.id, r.halted]]))));
  });

  it('each record has its own place in the order', () => {
    expect(new Set(reasons.map((r) => r.order)).size).toBe(reasons.length);
    expect(new Set(warnings.map((w) => w.order)).size).toBe(warnings.length);
  });

  it('points every reason and warning at a heading that exists in its reference page', () => {
    const docs = [...reasons.map((r) => [r.id, r.docs] as const), ...warnings.map((w) => [w.code, w.docs] as const)];
    for (const [id, link] of docs) {
      const [name = '', anchor = ''] = link.split('#');
      expect([...headingAnchors(page(name))], `${id}: ${link} names a heading of references/${name}`).toContain(anchor);
    }
  });

  it('gives each reason its advice, and the derived state of the reasons that have their own word', () => {
    expect(reasonAdvice('budget-exhausted')).toEqual({ kind: 'budget-spawns' });
    expect(reasonAdvice('sub-agent-blocked')).toEqual({ kind: 'blocked' });
    expect(reasons.flatMap((r) => (r.halted === undefined ? [] : [[r.id, r.halted]]))).toEqual([
      ['no-progress', 'looping'],
      ['budget-exhausted', 'budget-limited'],
      ['usage-limit', 'rate-limited'],
    ]);
    for (const r of reasons) {
      if (r.halted === undefined) continue;
      expect(DERIVED_RUN_STATES).toContain(r.halted);
      expect(DERIVED_PHASE_STATES).toContain(r.halted);
    }
  });
});

describe('the reason tables in references/troubleshooting.md', () => {
  const text = page(REASON_TABLE_PAGE);

  it('are the tables generated from the records (run `npm run build` after changing one)', () => {
    expect(withReasonTable(text)).toBe(text);
    expect(text).toContain(REASON_TABLE_START);
    expect(text).toContain(REASON_TABLE_END);
  });

  it('list every reason and warning once', () => {
    const rows = renderReasonTable().split('\n').filter((line) => /^\| [[`]/.test(line));
    const ids = [...reasons.map((r) => r.id), ...warnings.map((w) => w.code)];
    expect(rows).toHaveLength(ids.length);
    for (const id of ids) expect(rows.filter((r) => r.startsWith(`| \`${id}\``) || r.startsWith(`| [\`${id}\`]`)), id).toHaveLength(1);
    expect(rows).toContain('| `no-progress` | Two attempts in a row failed the same way: a third would too. | looping |');
  });

  it('refuse a page without exactly one pair of markers', () => {
    expect(withReasonTable('# Page\n\nno markers\n')).toBeNull();
    expect(withReasonTable(`${REASON_TABLE_END}\n<!-- reasons:start -->\n`)).toBeNull();
    expect(withReasonTable('before\n<!-- reasons:start -->\nold\n<!-- reasons:end -->\nafter', 'T')).toBe(`before\n${REASON_TABLE_START}\nT\n${REASON_TABLE_END}\nafter`);
  });
});
