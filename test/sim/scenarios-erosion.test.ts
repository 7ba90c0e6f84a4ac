// Host-agent simulation, part 4: the erosion check and the write scope, through the bundled CLI.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readState, type ChildScript } from './host-agent.js';
import { disposeWorlds, expectCompleted, prd, simulate, spawnsOf } from './setup.js';

afterEach(disposeWorlds);

/** A function with CC 15: 14 `if`s. */
const BRANCHY = `export function classify(n) {\n${Array.from({ length: 14 }, (_, i) => `  if (n === ${i}) return 'v${i}';`).join('\n')}\n  return 'other';\n}\n`;
/** The same behaviour with CC 2. */
const TABLE = `const NAMES = new Map(${JSON.stringify(Array.from({ length: 14 }, (_, i) => [i, `v${i}`]))});\nexport function classify(n) {\n  return NAMES.get(n) ?? 'other';\n}\n`;

const phase = `### Phase: implement\n**Files:** src/**, done.txt\n**Tasks:**\n- Write \`src/classify.js\` and \`yes\` into \`done.txt\`\n**Gate:** \`sh check.sh\``;

describe('host-agent simulation: erosion and scope', () => {
  it('a deeply branching function triggers a refactoring sub-phase; the summary shows before and after', () => {
    const { world, t } = simulate(prd([phase]), {
      child: (c): ChildScript =>
        c.role === 'refactor'
          ? { files: { 'src/classify.js': TABLE }, result: { kind: 'envelope', summary: 'replaced the ifs by a table', filesModified: ['src/classify.js'] } }
          : { files: { 'src/classify.js': BRANCHY, 'done.txt': 'yes' }, result: { kind: 'envelope', summary: 'wrote classify', filesModified: ['src/classify.js', 'done.txt'] } },
    });
    expect(spawnsOf(t, 'implement').map((s) => s.role)).toEqual(['work', 'refactor']);
    const refactor = t.spawns.find((s) => s.role === 'refactor');
    expect(refactor?.taskText).toContain('`src/classify.js:1` `Function \'classify\'`: CC new → 15');
    expect(refactor?.taskText).toContain('sh check.sh');
    // The work's gate, the refactor's gate, then the final verification.
    expect(t.execs.map((e) => e.code)).toEqual([0, 0, 0]);
    expect(t.execs.at(-1)?.actionId).toBe('final.g1');
    expectCompleted(world, t);
    const state = readState(t.runDir as string) as unknown as { phases: { erosion: string; erosionChecks: { role: string; before: number; after: number; flagged: boolean }[] }[] };
    expect(state.phases[0]?.erosion).toBe('ok');
    expect(state.phases[0]?.erosionChecks.map((c) => [c.role, c.before, c.after, c.flagged])).toEqual([
      ['work', 0, 15, true],
      ['refactor', 0, 0, false],
    ]);
    const summary = readFileSync((t.final as { summaryFile: string }).summaryFile, 'utf8');
    expect(summary).toContain('high-CC mass 0 → 15');
    expect(summary).toContain('high-CC mass 0 → 0');
  });

  it('a phase that writes outside its Files: scope fails the attempt, with the files listed; the stray file fails later attempts until reverted', () => {
    const { world, t } = simulate(prd([phase.replace('src/**, done.txt', 'done.txt')]), {
      child: (c): ChildScript =>
        c.attempt === 1
          ? { files: { 'done.txt': 'yes', 'notes.md': 'stray' }, result: { kind: 'envelope', summary: 'also wrote notes', filesModified: ['done.txt', 'notes.md'] } }
          : c.attempt === 2
            ? { files: { 'done.txt': 'yes' }, result: { kind: 'envelope', summary: 'only done.txt', filesModified: ['done.txt'] } }
            : { files: { 'done.txt': 'yes' }, removes: ['notes.md'], result: { kind: 'envelope', summary: 'reverted notes.md', filesModified: ['done.txt'] } },
    });
    expect(t.spawns.map((s) => s.attempt)).toEqual([1, 2, 3]);
    expect(t.spawns[1]?.taskText).toContain("outside the phase's Files: scope: notes.md");
    // Attempt 2 left the stray file in place: still outside the scope since the phase started.
    expect(t.spawns[2]?.taskText).toContain("outside the phase's Files: scope: notes.md (changed since the phase started");
    expect(existsSync(join(world.project, 'notes.md'))).toBe(false);
    expectCompleted(world, t);
  });
});
