// Issue 24 part 5 through the bundled CLI: the completion message, `status` and the summary
// say which acceptance criteria a gate witnessed and which rest on the child's word alone.

import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { CompleteAction } from './host-agent.js';
import { disposeWorlds, expectCompleted, newWorld, prd, simulate } from './setup.js';

afterEach(disposeWorlds);

const SUM_CHECK = '#!/bin/sh\nnode -e \'const s = require("./sum.js"); if (s(2, 3) !== 5) { console.log("sum wrong"); process.exit(1) } console.log("sum ok")\'\n';
const SUM_TEST = "const test = require('node:test');\nconst assert = require('node:assert');\nconst sum = require('./sum.js');\ntest('sum adds numbers', () => assert.strictEqual(sum(2, 3), 5));\n";
const CRITERIA = ['`sh sum-check.sh` passes', 'sum adds numbers', 'the README documents the CLI'];
const PHASE = [
  '### Phase: implement',
  '**Files:** sum.js, sum.test.js, README.md',
  '**Tasks:**',
  '- Write `sum.js` and its test `sum.test.js`; document the CLI in `README.md`',
  '**Acceptance:**',
  ...CRITERIA.map((c) => `- ${c}`),
  '**Gate:** `sh sum-check.sh`, `node --test sum.test.js`',
].join('\n');

describe('self-assessed criteria are said', () => {
  it('a criterion no gate checks is named as resting on the child\'s word: completion message, status and summary', () => {
    const w = newWorld();
    w.write('sum-check.sh', SUM_CHECK);
    const { t } = simulate(prd([PHASE]), {
      child: () => ({
        // The README has no CLI section: the child's "met" for it is only its word.
        files: { 'sum.js': 'module.exports = (a, b) => a + b;\n', 'sum.test.js': SUM_TEST, 'README.md': '# sum\n' },
        result: {
          kind: 'garbage',
          text: JSON.stringify({ status: 'DONE', summary: 's', findings: [], evidence: [], filesModified: ['sum.js', 'sum.test.js', 'README.md'], recommendation: '', acceptance: CRITERIA.map((criterion) => ({ criterion, met: true })) }),
        },
      }),
    }, w);
    expectCompleted(w, t);
    const message = (t.final as CompleteAction).message;
    expect(message).toContain(
      'acceptance: 1 of 3 criteria rest on the child\'s word only (no gate checks them): `implement` "the README documents the CLI"; witnessed 1 by a gate the PRD names, 1 by a passed test named after it',
    );
    const status = w.cli(['status', t.runId as string, '--json']).json as { phases: Array<{ acceptance?: unknown }>; notices: string[] };
    expect(status.phases[0]?.acceptance).toEqual([
      { criterion: '`sh sum-check.sh` passes', by: 'gate', command: 'sh sum-check.sh' },
      { criterion: 'sum adds numbers', by: 'test', command: 'node --test sum.test.js', test: expect.stringContaining('sum adds numbers') },
      { criterion: 'the README documents the CLI', by: 'self' },
    ]);
    expect(status.notices.some((n) => n.startsWith('acceptance: 1 of 3 criteria rest on the child\'s word only'))).toBe(true);
    const human = w.cli(['status', t.runId as string]).stdout;
    expect(human).toContain('the README documents the CLI');
    const summary = readFileSync((t.final as CompleteAction).summaryFile, 'utf8');
    expect(summary).toContain('## Acceptance');
    expect(summary).toContain("  - the README documents the CLI: **the child's word only** (no gate checks it)");
    expect(summary).toContain('  - `sh sum-check.sh` passes: gate `sh sum-check.sh`');
  });

  it('every criterion witnessed: the message says so and names none as self-assessed', () => {
    const w = newWorld();
    w.write('sum-check.sh', SUM_CHECK);
    const phase = PHASE.replace('- the README documents the CLI\n', '');
    const { t } = simulate(prd([phase]), {
      child: () => ({
        files: { 'sum.js': 'module.exports = (a, b) => a + b;\n', 'sum.test.js': SUM_TEST },
        result: { kind: 'garbage', text: JSON.stringify({ status: 'DONE', summary: 's', acceptance: { '`sh sum-check.sh` passes': true, 'sum adds numbers': '✅' } }) },
      }),
    }, w);
    expectCompleted(w, t);
    expect((t.final as CompleteAction).message).toContain('acceptance: all 2 criteria witnessed (1 by a gate the PRD names, 1 by a passed test named after it)');
  });
});
