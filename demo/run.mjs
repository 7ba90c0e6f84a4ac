// `npm run demo`: a whole OpenForge run without OpenClaw and without a model. A scripted host
// agent (demo/host-agent.mjs) follows SKILL.md against the built CLI, scripted sub-agents
// (demo/sub-agents.mjs) write real code into a fresh project, and the shell runs every real
// gate. The PRD is examples/text-tools.prd.md: a scaffold, a parallel pair (one of which fails
// its gate once and is retried with the failure), the package entry and a review.
// Prints the chat as the user would see it and the path of the run's summary; exits 0 when
// the run completed with its summary written, 1 otherwise, 2 on bad arguments.
import { copyFileSync, existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Chat } from './chat.mjs';
import { demoAgent, layOutWorld } from './world.mjs';

const root = resolve(import.meta.dirname, '..');
const CLI = join(root, 'skills/openforge/scripts/openforge.cjs');
const PRD = join(root, 'examples/text-tools.prd.md');
const USAGE = `Usage: npm run demo [-- --dir DIR]

Runs examples/text-tools.prd.md end to end in a fresh project, driven by a scripted agent
that follows SKILL.md; the gates are real commands run by the shell. Needs only Node >= 20
(and npm, which the example's gates call).

  --dir DIR   build the demo in DIR (must not exist or be empty); default: a new temp folder
  --help      this text
`;

function parse(argv) {
  try {
    const { values } = parseArgs({ args: argv, options: { dir: { type: 'string' }, help: { type: 'boolean' } }, strict: true });
    return values;
  } catch (error) {
    process.stderr.write(`demo: ${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
}

function world(dir) {
  const base = dir === undefined ? mkdtempSync(join(tmpdir(), 'openforge-demo-')) : resolve(dir);
  if (dir !== undefined && existsSync(base) && readdirSync(base).length > 0) {
    process.stderr.write(`demo: --dir ${dir} is not empty: name a new or empty folder\n`);
    process.exit(2);
  }
  const w = layOutWorld(base);
  copyFileSync(PRD, join(w.project, 'text-tools.prd.md'));
  return w;
}

const options = parse(process.argv.slice(2));
if (options.help === true) {
  process.stdout.write(USAGE);
  process.exit(0);
}
if (!existsSync(CLI)) {
  process.stderr.write(`demo: ${CLI} is missing: run \`npm run build\` first\n`);
  process.exit(2);
}
const started = performance.now();
const w = world(options.dir);
const chat = new Chat();
chat.abbreviate(w.project, '<project>');
chat.heading('OpenForge demo: a scripted OpenClaw agent runs examples/text-tools.prd.md');
chat.info(`  project   ${w.project} (a fresh folder holding only the PRD)`);
chat.info('  agent     follows skills/openforge/SKILL.md: exec the CLI, sessions_spawn, spawned, next');
chat.info('  children  scripted sub-agents writing real code; every gate is a real command run by the shell');

const agent = demoAgent(CLI, w, chat);
chat.user('Run this PRD: text-tools.prd.md');
const final = agent.runPrd('text-tools.prd.md', w.project);

const completed = final !== null && final.kind === 'complete' && existsSync(final.summaryFile);
if (completed) {
  chat.info('');
  chat.info(`Summary: ${final.summaryFile}`);
  chat.info('  (each phase\'s outcome, attempts and gate results, complexity figures, a Mermaid chart of the waves)');
  chat.user('Pipeline status');
  const status = agent.openforge(['status']);
  chat.tool('exec', 'openforge status', `exit ${status.code}`);
  chat.agent(status.stdout.trim());
}
for (const problem of agent.problems) process.stderr.write(`demo: ${problem}\n`);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const { commands, spawns, gates, failedGates, failedBaselineGates, oldCode, failedOnOldCode } = agent.counts;
const atBaseline = failedBaselineGates === 0 ? '' : `, ${failedBaselineGates} of them at the test baseline`;
const onOldCode = oldCode === 0 ? '' : `; ${oldCode} on the code before their phase, ${failedOnOldCode} failing there as new tests should`;
chat.info('');
chat.info(
  `${completed ? 'Completed' : 'Did not complete'} in ${seconds} s: ${spawns} sub-agents, ${gates} gate runs (${failedGates} failed${atBaseline}${onOldCode}), ` +
    `${commands} OpenForge commands. Demo folder: ${w.base} (delete it when done)`,
);
process.exit(completed && agent.problems.length === 0 ? 0 : 1);
