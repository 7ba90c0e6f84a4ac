// The reason registry (issue 29 item 4): every escalation reason and standing warning code,
// with its meaning, advice, derived state and docs anchor, in one Record that feeds the
// tables of references/troubleshooting.md, the escalation's default advice and the derived state.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headingAnchors } from '../helpers/markdown-anchors.js';
import {
  ESCALATION_REASON_REGISTRY,
  REASON_TABLE_END,
  REASON_TABLE_PAGE,
  REASON_TABLE_START,
  renderReasonTable,
  WARNING_CODE_REGISTRY,
  WARNING_CODES,
  withReasonTable,
} from '../../lib/render/reason-registry.js';
import { reasonAdvice } from '../../lib/render/escalation.js';
import { ESCALATION_REASONS } from '../../lib/schema/run-vocabulary.js';

const root = resolve(import.meta.dirname, '../..');
const page = (name: string): string => readFileSync(join(root, 'skills/openforge/references', name), 'utf8');

describe('the reason registry', () => {
  it('has one entry per escalation reason of the run schema, in its order', () => {
    expect(Object.keys(ESCALATION_REASON_REGISTRY)).toEqual([...ESCALATION_REASONS]);
    expect(Object.keys(WARNING_CODE_REGISTRY)).toEqual([...WARNING_CODES]);
  });

  it('points every reason and warning at a heading that exists in its reference page', () => {
    const docs = [...Object.entries(ESCALATION_REASON_REGISTRY), ...Object.entries(WARNING_CODE_REGISTRY)].map(([id, e]) => [id, e.docs] as const);
    for (const [id, link] of docs) {
      const [name = '', anchor = ''] = link.split('#');
      expect([...headingAnchors(page(name))], `${id}: ${link} names a heading of references/${name}`).toContain(anchor);
    }
  });

  it('registers exactly the codes the standing warnings are written with', () => {
    // runWarnings (lib/run/engine/warnings.ts) composes these three modules' sentences, each naming its code in parentheses.
    const sources = ['lib/run/engine/warnings.ts', 'lib/run/host/refused-models.ts', 'lib/run/evidence/test-surface.ts'].map((f) => readFileSync(join(root, f), 'utf8')).join('\n');
    const written = [...sources.matchAll(/\(([a-z]+(?:-[a-z]+)+)[:)]/g)].map((m) => m[1]);
    expect([...new Set(written)].sort()).toEqual([...WARNING_CODES].sort());
  });

  it('gives each reason its advice, and the derived state of the reasons that have their own word', () => {
    expect(reasonAdvice('budget-exhausted')).toEqual({ kind: 'budget-spawns' });
    expect(reasonAdvice('sub-agent-blocked')).toEqual({ kind: 'blocked' });
    const halted = Object.entries(ESCALATION_REASON_REGISTRY).flatMap(([id, e]) => (e.halted === undefined ? [] : [[id, e.halted]]));
    expect(halted).toEqual([
      ['no-progress', 'looping'],
      ['budget-exhausted', 'budget-limited'],
      ['usage-limit', 'rate-limited'],
    ]);
  });
});

describe('the reason tables in references/troubleshooting.md', () => {
  const text = page(REASON_TABLE_PAGE);

  it('are the tables generated from the registry (run `npm run build` after changing lib/render/reason-registry.ts)', () => {
    expect(withReasonTable(text)).toBe(text);
    expect(text).toContain(REASON_TABLE_START);
    expect(text).toContain(REASON_TABLE_END);
  });

  it('list every reason and warning once', () => {
    const rows = renderReasonTable().split('\n').filter((line) => /^\| [[`]/.test(line));
    expect(rows).toHaveLength(ESCALATION_REASONS.length + WARNING_CODES.length);
    for (const id of [...ESCALATION_REASONS, ...WARNING_CODES]) expect(rows.filter((r) => r.startsWith(`| \`${id}\``) || r.startsWith(`| [\`${id}\`]`)), id).toHaveLength(1);
    expect(rows).toContain('| `no-progress` | Two attempts in a row failed the same way: a third would too. | looping |');
  });

  it('refuse a page without exactly one pair of markers', () => {
    expect(withReasonTable('# Page\n\nno markers\n')).toBeNull();
    expect(withReasonTable(`${REASON_TABLE_END}\n<!-- reasons:start -->\n`)).toBeNull();
    expect(withReasonTable('before\n<!-- reasons:start -->\nold\n<!-- reasons:end -->\nafter', 'T')).toBe(`before\n${REASON_TABLE_START}\nT\n${REASON_TABLE_END}\nafter`);
  });
});
