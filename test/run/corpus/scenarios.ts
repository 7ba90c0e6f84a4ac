// The realistic-agent corpus: what real children write and how real orchestrating agents slip,
// each with the outcome OpenForge must reach. Tolerant on format (correct work completes on
// its first spawn), strict on verdicts (nothing that fails its gate, reports BLOCKED or gets a
// failing review completes without the work being redone).
import type { Scenario } from './drive.js';
import { CLEAN_ENVELOPE, CLEAN_REVIEW } from './drive.js';

const prd = (phases: string): string => `# PRD: Corpus\n## Objective\nBuild it.\n## Phases\n${phases}`;
const IMPL = prd('### Phase: implement\n**Tasks:**\n- Build it\n**Gate:** `npm test`\n**Max-Retries:** 2\n');
const EXTRACT = prd('### Phase: research\n**Type:** extract\n**Tasks:**\n- Read the code\n');
const REVIEWED = prd('### Phase: implement\n**Tasks:**\n- Build it\n**Gate:** `npm test`\n### Phase: review\n**Type:** review\n**Tasks:**\n- Check it\n');
const WAVE = prd(
  '### Phase: left [parallel]\n**Tasks:**\n- Left\n**Gate:** `npm test`\n### Phase: right [parallel]\n**Tasks:**\n- Right\n**Gate:** `npm test`\n',
);

const env = (fields: Record<string, unknown>): string => JSON.stringify(fields);

/** Result texts with a format slip whose work is correct: each must complete on its first spawn. */
const FORMAT_SLIPS: Array<[string, string]> = [
  ['a clean envelope (control)', CLEAN_ENVELOPE],
  ['a sentence before the JSON', `Here is my result:\n${CLEAN_ENVELOPE}`],
  ['a line of prose after the JSON', `${CLEAN_ENVELOPE}\nLet me know if you need anything else.`],
  ['the JSON in a fence with prose around it', `Done.\n\n\`\`\`json\n${CLEAN_ENVELOPE}\n\`\`\`\n\nThanks!`],
  ['an untagged fence', `\`\`\`\n${CLEAN_ENVELOPE}\n\`\`\``],
  ['no acceptance', env({ status: 'DONE', summary: 'done', findings: [], evidence: ['ran it'], filesModified: [], recommendation: '' })],
  ['no evidence', env({ status: 'DONE', summary: 'done', findings: [], filesModified: [], recommendation: '', acceptance: [] })],
  ['no recommendation', env({ status: 'DONE', summary: 'done', findings: [], evidence: [], filesModified: [], acceptance: [] })],
  ['only status and summary', env({ status: 'DONE', summary: 'implemented it' })],
  ['status "done"', env({ status: 'done', summary: 'implemented it' })],
  ['status "SUCCESS"', env({ status: 'SUCCESS', summary: 'implemented it' })],
  ['status "COMPLETE"', env({ status: 'COMPLETE', summary: 'implemented it' })],
  ['status "completed" and no summary', env({ status: 'completed' })],
  ['status "ok"', env({ status: 'ok', summary: 'fine' })],
  ['one unknown extra key', env({ status: 'DONE', summary: 'done', confidence: 0.9 })],
  ['a finding with severity info', env({ status: 'DONE', summary: 'done', findings: [{ severity: 'info', description: 'could be faster' }] })],
  ['a finding whose line is a string', env({ status: 'DONE', summary: 'done', findings: [{ severity: 'suggestion', description: 'rename', file: 'a.ts', line: '12' }] })],
  ['evidence as one string', env({ status: 'DONE', summary: 'done', evidence: 'npm test passed' })],
  ['filesModified as one string', env({ status: 'DONE', summary: 'done', filesModified: 'src/a.ts' })],
  ['a trailing comma (JSON5)', '{"status": "DONE", "summary": "done", "findings": [],}'],
  ['a comment in the JSON (JSON5)', '{\n  // all good\n  "status": "DONE", "summary": "done"\n}'],
  ['single quotes (JSON5)', "{'status': 'DONE', 'summary': 'done'}"],
  ['the final message as prose (the agent saved it)', 'I implemented the JWT middleware in src/auth/jwt.ts and all tests pass.'],
  ['a markdown summary, no JSON', '## Summary\nImplemented the middleware.\n\n## Files\n- src/auth/jwt.ts\n'],
  ['prose that starts with DONE', 'DONE: the middleware is in place and tested.'],
];

/** Results that must not pass as done work. */
const HOSTILE: Scenario[] = [
  { name: 'prose BLOCKED under a Summary heading halts for the human', class: 'result-hostile', prd: IMPL,
    child: () => '## Summary\nBLOCKED: I need an API key for the payment sandbox', expect: { status: 'needs-human', spawns: 1, reason: 'sub-agent-blocked' } },
  { name: 'status "blocked" in any case halts', class: 'result-hostile', prd: IMPL,
    child: () => env({ status: 'blocked', summary: 'need credentials' }), expect: { status: 'needs-human', spawns: 1, reason: 'sub-agent-blocked' } },
  { name: 'an envelope with BLOCKED inside prose halts', class: 'result-hostile', prd: IMPL,
    child: () => `I could not finish.\n${env({ status: 'BLOCKED', summary: 'no access' })}`, expect: { status: 'needs-human', spawns: 1, reason: 'sub-agent-blocked' } },
  { name: '"failed" is an ERROR attempt, never DONE; the retry completes', class: 'result-hostile', prd: IMPL,
    child: (_a, n) => (n === 0 ? env({ status: 'failed', summary: 'compile error' }) : CLEAN_ENVELOPE), expect: { status: 'completed', spawns: 2 } },
  { name: 'prose ERROR is a failed attempt; the retry completes', class: 'result-hostile', prd: IMPL,
    child: (_a, n) => (n === 0 ? 'ERROR: could not compile src/a.ts' : CLEAN_ENVELOPE), expect: { status: 'completed', spawns: 2 } },
  { name: 'a clean envelope whose gate always fails never completes', class: 'result-hostile', prd: IMPL,
    gate: () => 1, expect: { status: 'needs-human', spawns: 2, reason: 'no-progress' } },
  { name: 'a prose result whose gate fails never completes', class: 'result-hostile', prd: IMPL,
    child: () => 'All done, tests pass!', gate: () => 1, expect: { status: 'needs-human', spawns: 2, reason: 'no-progress' } },
  { name: 'an empty result file whose gate fails never completes', class: 'result-hostile', prd: IMPL,
    child: () => '', gate: () => 1, expect: { status: 'needs-human', spawns: 2, reason: 'no-progress' } },
  { name: 'the gate fails, then passes on the retry', class: 'result-hostile', prd: IMPL,
    gate: (_g, n) => (n === 0 ? 1 : 0), expect: { status: 'completed', spawns: 2 } },
];

/** Clean reviews in other words: complete with no fix cycle (implement + review = 2 spawns). */
const CLEAN_REVIEWS: Array<[string, string]> = [
  ['the template (control)', CLEAN_REVIEW],
  ['"None identified."', '## Findings\n### Blocking\nNone identified.\n### Required Changes\nNone identified.\n### Suggestions\nNone.\n### Summary\nPASS\n'],
  ['"No issues found"', '## Findings\n### Blocking\nNo issues found\n### Required Changes\nNo issues found\n### Summary\nPASS\n'],
  ['"Nothing blocking."', '### Blocking\nNothing blocking.\n### Required Changes\n- none\n### Summary\nPASS\n'],
  ['a table row of None', '### Blocking\n| # | Issue |\n|---|---|\n| - | None |\n### Required Changes\nNone\n### Summary\nPASS\n'],
  ['only a **Summary:** PASS line', 'Looked at everything.\n\n**Summary:** PASS\n'],
  ['a Verdict: PASS line', 'The change is small and correct.\n\nVerdict: PASS\n'],
  ['Blocking Issues / Required / Verdict headings', '### Blocking Issues\nNone\n### Required\nNone\n### Verdict\nPASS\n'],
  ['lower-case headings', '## findings\n### blocking\n- none\n### required changes\n- none\n### summary\npass\n'],
  ['"N/A" and dashes', '### Blocking\nN/A\n### Required Changes\n—\n### Suggestions\n- rename x\n### Summary\nPASS\n'],
  ['"(none)" bullets', '### Blocking\n- (none)\n### Required Changes\n- (none)\n### Summary\nPASS\n'],
  ['bold section labels', '**Blocking:** None\n**Required Changes:** None\n**Summary:** PASS\n'],
  ['a JSON envelope with no findings', CLEAN_ENVELOPE],
];

/** Reviews that must buy a fix cycle (implement, review, fix, review = 4 spawns) or a re-review. */
const STRICT_REVIEWS: Scenario[] = [
  { name: 'a PASS summary above a real Blocking item is FAIL', class: 'review-strict', prd: REVIEWED,
    child: (a, n) => (a.role === 'review' && n === 0 ? '### Blocking\n- SQL injection in src/db.ts:12\n### Summary\nPASS\n' : a.role === 'review' ? CLEAN_REVIEW : CLEAN_ENVELOPE),
    expect: { status: 'completed', spawns: 4 } },
  { name: 'an explicit FAIL with no items listed is FAIL', class: 'review-strict', prd: REVIEWED,
    child: (a, n) => (a.role === 'review' && n === 0 ? '### Summary\nFAIL\n' : a.role === 'review' ? CLEAN_REVIEW : CLEAN_ENVELOPE),
    expect: { status: 'completed', spawns: 4 } },
  { name: 'a real Required item with no verdict is FAIL', class: 'review-strict', prd: REVIEWED,
    child: (a, n) => (a.role === 'review' && n === 0 ? '### Required Changes\n- add a test for the expired token\n' : a.role === 'review' ? CLEAN_REVIEW : CLEAN_ENVELOPE),
    expect: { status: 'completed', spawns: 4 } },
  // Issue 14: a review's own non-PASS verdict is never overruled, whatever its layout.
  ...[
    ['a Summary that says BLOCKED', '### Summary\nBLOCKED: I could not run the suite\n'],
    ['a verdict line that says BLOCKED', 'I looked at src/auth.ts.\n\nVerdict: BLOCKED\n'],
    ['a status line that says failed', '**Status:** failed\n\nThe token check is inverted.\n'],
    ['its problem listed under "### Issues"', '## Review\n### Issues\n- the expiry check is inverted in src/auth.ts:12\n'],
    ['a bold FAIL summary with no items', '## Review\n**Summary:** FAIL\n'],
  ].map(([what, text]): Scenario => ({
    name: `a review with ${what} buys a fix cycle`, class: 'review-strict', prd: REVIEWED,
    child: (a, n) => (a.role === 'review' && n === 0 ? (text as string) : a.role === 'review' ? CLEAN_REVIEW : CLEAN_ENVELOPE),
    expect: { status: 'completed', spawns: 4 } })),
  { name: 'a review that tells a bug in prose, with no verdict, is asked again (never passed)', class: 'review-strict', prd: REVIEWED,
    child: (a, n) => (a.role === 'review' && n === 0 ? 'I reviewed it. The expiry check uses < instead of >, so expired tokens are accepted.' : a.role === 'review' ? CLEAN_REVIEW : CLEAN_ENVELOPE),
    expect: { status: 'completed', spawns: 3 } },
  { name: 'a review that never passes escalates after 3 cycles', class: 'review-strict', prd: REVIEWED,
    child: (a) => (a.role === 'review' ? '### Blocking\n- still broken\n### Summary\nFAIL\n' : CLEAN_ENVELOPE),
    expect: { status: 'needs-human', spawns: 6, reason: 'review-cycles-exhausted' } },
];

/** Agents that skip, repeat or reorder steps. */
const SLIPS: Scenario[] = [
  { name: 'the agent never calls spawned', class: 'agent-slips', prd: IMPL, agent: { noSpawned: true }, expect: { status: 'completed', spawns: 1 } },
  { name: 'the agent calls spawned twice', class: 'agent-slips', prd: IMPL, agent: { spawnedTwice: true }, expect: { status: 'completed', spawns: 1 } },
  { name: 'the agent acts on a later next only', class: 'agent-slips', prd: IMPL, agent: { skipFirstOffer: true }, expect: { status: 'completed', spawns: 1 } },
  { name: 'the agent runs every gate twice', class: 'agent-slips', prd: IMPL, agent: { gateTwice: true }, expect: { status: 'completed', spawns: 1 } },
  { name: 'the agent calls next twice each time', class: 'agent-slips', prd: IMPL, agent: { nextTwice: true }, expect: { status: 'completed', spawns: 1 } },
  { name: 'a parallel wave whose agent never calls spawned', class: 'agent-slips', prd: WAVE, agent: { noSpawned: true }, expect: { status: 'completed', spawns: 2 } },
  { name: 'a parallel wave acted on from a later next only', class: 'agent-slips', prd: WAVE, agent: { skipFirstOffer: true }, expect: { status: 'completed', spawns: 2 } },
  { name: 'a parallel wave with a slow agent (10 min between steps)', class: 'agent-slips', prd: WAVE, agent: { stepSeconds: 600 }, expect: { status: 'completed', spawns: 2 } },
  { name: 'the gate run without its log wrapper halts as gate-not-run', class: 'agent-slips', prd: IMPL, gate: () => null, agent: { stepSeconds: 3600 },
    expect: { status: 'needs-human', spawns: 1, reason: 'gate-not-run' } },
  { name: 'a review whose agent never calls spawned', class: 'agent-slips', prd: REVIEWED, agent: { noSpawned: true }, expect: { status: 'completed', spawns: 2 } },
];

/** Timeouts and late results. */
const TIMEOUTS: Scenario[] = [
  { name: 'a child that never writes is retried; the retry completes', class: 'timeouts', prd: IMPL, agent: { stepSeconds: 1000 },
    child: (_a, n) => (n === 0 ? null : CLEAN_ENVELOPE), expect: { status: 'completed', spawns: 2 } },
  { name: 'a result read long after the timeout still counts (an unread result is not a missing one)', class: 'timeouts', prd: IMPL,
    agent: { stepSeconds: 5000 }, expect: { status: 'completed', spawns: 1 } },
  { name: 'children that never write exhaust the retries', class: 'timeouts', prd: IMPL, agent: { stepSeconds: 1000 },
    child: () => null, expect: { status: 'needs-human', spawns: 3 } },
];

const formatScenarios = (prdText: string, where: string): Scenario[] =>
  // A read-only extract phase that claims to have modified a file fails, rightly: not a format slip there.
  FORMAT_SLIPS.filter(([name]) => where !== 'extract' || !name.startsWith('filesModified')).map(([name, text]) => ({
    name: `${where}: ${name}`,
    class: 'result-format' as const,
    prd: prdText,
    child: () => text,
    expect: { status: 'completed' as const, spawns: where === 'wave' ? 2 : 1 },
  }));

export const SCENARIOS: Scenario[] = [
  ...formatScenarios(IMPL, 'impl'),
  ...formatScenarios(EXTRACT, 'extract'),
  ...formatScenarios(WAVE, 'wave'),
  ...HOSTILE,
  ...CLEAN_REVIEWS.map(([name, text]) => ({
    name: `clean review: ${name}`,
    class: 'review-wording' as const,
    prd: REVIEWED,
    child: (a: { role: string }) => (a.role === 'review' ? text : CLEAN_ENVELOPE),
    expect: { status: 'completed' as const, spawns: 2 },
  })),
  ...STRICT_REVIEWS,
  ...SLIPS,
  ...TIMEOUTS,
];
