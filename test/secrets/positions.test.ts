// Token kinds at positions of their own (after `.`, `/`, `,`, `#`, `[`, `@`, inside quotes and
// parentheses, in a phase name), end to end through the bundled CLI with a fake HOME: no output of
// plan, run, next, status, list or cancel (human or JSON) and no run file but the ones kept as
// written (prd.md, results/, gates/) holds a token or a piece of one. Honest twin: look-alikes
// (a letter right before the prefix, mostly-x placeholders, prose about prefixes) are neither
// reported nor changed anywhere.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { disposeWorlds, newWorld } from '../sim/setup.js';
import type { World } from '../sim/host-agent.js';
import { findSecrets } from '../../lib/secrets/index.js';

afterEach(disposeWorlds);

/** Random-looking fakes, assembled so this file holds no string a scanner flags. */
const TOKENS = {
  github: ['gh', 'p_', 'q2EglNnYe5feSizYMkfQ', 'SQWTC225yP1ryXz4'].join(''),
  gitlab: ['gl', 'pat-', 'xNrDCmvrpPOH9QoFbjbM'].join(''),
  slack: ['xo', 'xb-', '7261939041-', '5820347716-', 'aAuViQeLNXVAMLZg2QIQiOWZ'].join(''),
  aws: ['AK', 'IA', 'YK7BEU0OUX2NZ78A'].join(''),
  npm: ['np', 'm_', 'rAFqftvbeEahsZh9t2VPc5NeirY5Vjn2WTBe'].join(''),
  sendgrid: ['SG', '.', 'SPqLQdF6x6nwjOYbpFTNBs', '.', 'nAy1yjLDJfJyd4GN5bN2IQOHXsutklaNrdz83gaN6KT'].join(''),
  huggingface: ['hf', '_', 'NAjSd7cluqwXU9ugAfbWvuYyS47VHQI3OUNZ'].join(''),
  oauth: ['GOC', 'SPX-', 'dTXzQDV5yKcyp1ydfx9Srf1Jjyuo'].join(''),
  anthropic: ['sk', '-ant-', 'api03-', 'RALc32O26DPZLQdo6Ko5oddfNYxKPs0u8CZH1SyL'].join(''),
} as const;

/** Where each stands: a different neighbour before its prefix, and a phase name. */
const PRD = [
  '---', 'test-baseline: off', 'final-verification: off', '---',
  `# PRD: release cfg.${TOKENS.github} (build)`, '', '## Objective',
  `Rotate tokens/${TOKENS.gitlab} and "${TOKENS.aws}" before the release, (${TOKENS.npm}).`, '', '## Phases', '',
  `### Phase: notify#${TOKENS.slack}`, '**Tasks:**', `- mail ops@${TOKENS.sendgrid}`, `- models at [${TOKENS.huggingface}]`, '**Acceptance:**',
  `- client,${TOKENS.oauth} rotated`, '', '**Gate:** `sh check.sh`', '',
  `### Phase: ask-'${TOKENS.anthropic}'`, '**Depends-On:** ' + `notify#${TOKENS.slack}`, '**Tasks:**', '- summarize', '', '**Gate:** `sh check.sh`', '',
].join('\n');

/** Look-alikes: a letter right before a prefix, mostly-x placeholders, prose about prefixes. */
const LOOK_ALIKES = ['xglpat-Hq8Lm2Rt7VbN4cZw9KpD', 'diskAKIAQ7RM2XW4ZT8NP3KD', `${['gh', 'p_'].join('')}${'x'.repeat(36)}`, 'the hf_ prefix of Hugging Face tokens', 'SG.send mail'];
const HONEST = [
  '---', 'test-baseline: off', 'final-verification: off', '---', '# PRD: release notes', '', '## Objective',
  `Document ${LOOK_ALIKES[0]} and ${LOOK_ALIKES[1]}.`, '', '## Phases', '', '### Phase: docs', '**Tasks:**',
  `- keep ${LOOK_ALIKES[2]} as the placeholder`, `- explain ${LOOK_ALIKES[3]}; ${LOOK_ALIKES[4]}`, '', '**Gate:** `sh check.sh`', '',
].join('\n');

/** Every output of the commands a user and the agent run on a fresh run of `text`. */
function outputs(w: World, text: string): { texts: string[]; runDir: string } {
  w.write('f.prd.md', text);
  const texts: string[] = [];
  const take = (argv: string[]) => {
    const r = w.cli(argv);
    texts.push(r.stdout + r.stderr);
    return r;
  };
  take(['validate', 'f.prd.md']);
  take(['plan', 'f.prd.md']);
  take(['plan', 'f.prd.md', '--json']);
  const run = take(['run', 'f.prd.md', '--json']);
  const { runId, runDir } = run.json as { runId: string; runDir: string };
  for (const argv of [['next', runId], ['next', runId, '--json'], ['status', runId], ['status', runId, '--json'], ['list'], ['list', '--json'], ['cancel', runId, '--json']]) take(argv);
  return { texts, runDir };
}

/** The run directory's files a secret must not reach (prd.md, results/ and gates/ hold what others wrote, as written). */
function runFiles(dir: string, rel = ''): string[] {
  return readdirSync(join(dir, rel)).flatMap((name) => {
    const path = rel === '' ? name : `${rel}/${name}`;
    if (['prd.md', 'results', 'gates'].includes(path)) return [];
    return statSync(join(dir, path)).isDirectory() ? runFiles(dir, path) : [path];
  });
}

describe('token kinds at positions of their own, in every output and run file', { timeout: 120_000 }, () => {
  it('bent: none of the tokens, nor a 10-character piece of one, in any output or run file', () => {
    // Each fake is a real token of its kind where it stands (else this test could not fail).
    expect(findSecrets(PRD).length).toBeGreaterThanOrEqual(Object.keys(TOKENS).length + 1);
    for (const token of Object.values(TOKENS)) expect(findSecrets(`x ${token} x`).length, token.slice(0, 4)).toBe(1);
    const w = newWorld();
    const { texts, runDir } = outputs(w, PRD);
    const pieces = Object.values(TOKENS).flatMap((t) => [t, t.slice(-10)]);
    const leaks = texts.flatMap((t, i) => pieces.filter((p) => t.includes(p)).map((p) => `output ${i}: ${p.slice(0, 6)}…`));
    const files = runFiles(runDir);
    expect(files).toEqual(expect.arrayContaining(['events.jsonl', 'state.json', 'summary.md']));
    for (const f of files) {
      const text = readFileSync(join(runDir, f), 'utf8');
      leaks.push(...pieces.filter((p) => text.includes(p)).map((p) => `${f}: ${p.slice(0, 6)}…`));
    }
    expect(leaks.join("\n")).toBe("");
    expect(texts.join('\n')).toContain('[REDACTED:');
  });

  it('honest twin: look-alikes are not reported and reach the outputs and the summary unchanged', () => {
    const w = newWorld();
    const { texts, runDir } = outputs(w, HONEST);
    expect(texts.join('\n')).not.toContain('REDACTED');
    expect(texts.join('\n')).not.toContain('possible-secret');
    expect(findSecrets(HONEST)).toEqual([]);
    const summary = readFileSync(join(runDir, 'summary.md'), 'utf8') + readFileSync(join(runDir, 'events.jsonl'), 'utf8');
    for (const l of LOOK_ALIKES) expect(summary + texts.join('\n'), l).toContain(l);
  });
});
