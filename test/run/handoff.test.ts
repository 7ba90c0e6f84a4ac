import { describe, expect, it } from 'vitest';
import type { SpawnAction } from '../../lib/schema/index.js';
import { kinds, RUN_DIR, Sim } from './harness.js';

const spawnOf = (actions: unknown[]): SpawnAction[] => actions.filter((a): a is SpawnAction => (a as SpawnAction).kind === 'spawn');

const PRD = `# PRD: Handoff
## Objective
Hand tasks over by file.
## Phases
### Phase: research [parallel]
**Type:** extract
**Tasks:**
- Read the code
### Phase: slow [parallel]
**Tasks:**
- Take long
**Files:** slow/**
### Phase: implement [parallel] [depends: research]
**Tasks:**
- Build it on what research found
**Gate:** \`npm test\`
### Phase: review
**Type:** review
**Tasks:**
- Check it
`;

describe('task handoff by file', () => {
  it('puts the full task in tasks/<action-id>.md and a short instruction naming only that file in sessions_spawn', () => {
    const sim = new Sim(PRD);
    const [research] = spawnOf(sim.advance());
    expect(research).not.toHaveProperty('taskFile');
    const full = sim.task(research);
    expect(full).toContain('## Working directory');
    expect(full).toContain('- Read the code');
    expect(full).toContain(research?.resultFile);
    expect(research?.spawn.task).toBe(
      [
        `OpenForge phase \`research\`, attempt 1. First read your full task and follow it exactly: ${RUN_DIR}/tasks/1-research.s1.md`,
        'If you cannot read it, change nothing and end with a message saying so.',
      ].join('\n'),
    );
    expect(research?.spawn.task).not.toContain('Read the code');
  });

  it('keeps every spawn’s sessions_spawn arguments within 1 KB, however long the task', () => {
    const long = PRD.replace('- Read the code', Array.from({ length: 60 }, (_, i) => `- Read module ${i} and note what it exports`).join('\n'));
    const sim = new Sim(long);
    for (const a of spawnOf(sim.advance())) {
      expect(Buffer.byteLength(JSON.stringify(a.spawn))).toBeLessThanOrEqual(1024);
      expect(sim.task(a).length).toBeGreaterThan(1024);
    }
  });

  it('a review’s instruction names only its task file, which names the review report', () => {
    const sim = new Sim(`# PRD: R
## Objective
Review.
## Phases
### Phase: look
**Type:** review
**Tasks:**
- Check it
`);
    const [review] = spawnOf(sim.advance());
    expect(review?.resultFile).toBe(`${RUN_DIR}/results/1-look.s1.md`);
    // The instruction names only the task file; the report's format and path are in the file.
    expect(review?.spawn.task).not.toContain(review?.resultFile);
    expect(sim.task(review)).toContain(review?.resultFile);
    expect(sim.task(review)).toContain('### Summary');
  });

  it('a spawn offered again keeps the task file it was issued with, though the state moved on', () => {
    const sim = new Sim(PRD);
    const first = spawnOf(sim.advance());
    expect(kinds(first)).toEqual(['spawn:1-research.s1', 'spawn:2-slow.s1']);
    const slowTask = sim.task(first[1]);
    // research finishes (never confirmed: the agent acted on a later next); slow is still unconfirmed.
    sim.apply([{ type: 'spawn-confirmed', actionId: '1-research.s1', sessionKey: 'child-r' }]);
    sim.result(`${RUN_DIR}/results/1-research.s1.json`, { summary: 'found the parser in src/parse.ts' });
    const second = sim.advance();
    expect(kinds(second)).toEqual(['spawn:2-slow.s1', 'spawn:3-implement.s1']);
    const [again, implement] = spawnOf(second);
    expect(again?.reoffered).toBe(true);
    expect(sim.task(again)).toBe(slowTask);
    expect(sim.task(again)).not.toContain('found the parser');
    // The new spawn sees what research found.
    expect(sim.task(implement)).toContain('found the parser in src/parse.ts');
  });
});
