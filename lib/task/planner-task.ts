// What the planner sub-agent of a draft run is told: where to write the PRD, the PRD
// format's essentials, and what the project shows (`detect`). These are the task bullets of
// the draft run's planner phase; the request itself is its objective.

import type { DetectedCommand, DetectedModels, ProjectFacts } from '../schema/detect.js';
import { code } from './markdown.js';

export interface PlannerBriefInput {
  /** Where the PRD goes, relative to the project: `.openforge/prds/<slug>.prd.md`. */
  prdFile: string;
  facts: ProjectFacts;
  models: DetectedModels | null;
}

/** The PRD format in a few rules: what a planner must get right for `validate` to pass. */
export const PRD_FORMAT_ESSENTIALS: readonly string[] = [
  'Skeleton of the file: a first line `# PRD: <title>`, then `## Objective` (one paragraph: the outcome the user wants), then `## Phases` holding one `### Phase: <name>` heading per phase.',
  'Each phase has the lines `**Type:** impl` (or `review`, `extract`, `approval`), `**Tasks:**` followed by bullets (concrete steps, files to touch), `**Gate:**` with the command in backticks, and `**Acceptance:**` followed by bullets.',
  'Gates are plain commands of this project, one per backtick span, never shell syntax (no `&&`, `|`, `;`, `>`, `$(`): two commands are two spans on the `**Gate:**` line. Every impl phase gets a gate that fails when its work is wrong.',
  'A gate that must run in a sub-folder (a package of a monorepo) is never `cd pkg && npm test`: give the phase the line `**Workdir:** pkg` (a folder relative to the project; all its gates run there) and gate on `npm test`. `**Files:**` globs stay relative to the project (`pkg/src/**`).',
  'Acceptance criteria are binary, checkable with a yes or a no (for example "`GET /users/42` answers 404 for an unknown id"); no vague goals such as "works well".',
  'Phases run in the order written. Independent phases are tagged in the header, `### Phase: <name> [parallel]`, and each parallel phase gets a `**Files:**` line of globs that do not overlap its siblings\'; `[depends: a, b]` in the header names prerequisites explicitly.',
  'Size for the horizon: at most 20 task bullets in a phase and about 40 in the whole PRD (more is split into sub-phases or checkpointed); most requests need 2 to 6 phases. Add a last `**Type:** review` phase when the change is risky.',
  'Leave `**Model:**` out unless a phase needs another tier (by default impl runs on sonnet, review on opus, extract on haiku); leave retries and timeouts at their defaults.',
];

function commandLine(c: DetectedCommand): string {
  const warn = c.verdict === 'ok' ? '' : c.verdict === 'confirm' ? ' (unvetted: the user confirms it before the run starts)' : ' (rejected as a gate: do not use it)';
  return `${c.purpose} ${code(c.command)} from ${c.source}${warn}`;
}

/** What the project shows, as one line each. */
function factLines(facts: ProjectFacts, models: DetectedModels | null): string[] {
  const lines: string[] = [];
  const eco = facts.ecosystems.map((e) => `${e.name} (${e.manifest}${e.packageManager === null ? '' : `, ${e.packageManager}`})`);
  lines.push(
    facts.languages.length === 0 && eco.length === 0
      ? 'The project shows no known manifest (no package.json, pyproject.toml, go.mod, Cargo.toml, Makefile, Gradle or Maven file): ask for the toolchain the request implies, and make the first phase set it up with a gate that proves it works.'
      : `The project: ${facts.languages.join(', ') || 'language unknown'}; toolchain ${eco.join(', ') || 'unknown'}; source in ${facts.layout.sourceDirs.map((d) => `${d}/`).join(', ') || 'the top level'}; ${facts.layout.testDirs.length === 0 ? 'no test folder yet' : `tests in ${facts.layout.testDirs.map((d) => `${d}/`).join(', ')}`}.`,
  );
  const usable = facts.commands.filter((c) => c.verdict !== 'rejected');
  lines.push(
    usable.length === 0
      ? 'No build, test or lint command was detected: choose gates from the toolchain itself (e.g. the test runner on the tests a phase adds).'
      : `Detected commands to use as gates: ${facts.commands.map(commandLine).join('; ')}.`,
  );
  if (models !== null && Object.keys(models.aliases).length > 0) {
    const aliases = Object.entries(models.aliases).map(([alias, id]) => `${alias} → ${id}`);
    lines.push(`Models configured in OpenClaw: ${aliases.join(', ')}.`);
  }
  return lines;
}

/** The planner phase's task bullets. */
export function plannerTaskBullets(input: PlannerBriefInput): string[] {
  return [
    `Write a PRD in OpenForge's format for the request in the Objective to ${code(input.prdFile)} (relative to the working directory; create the folder; if the file exists, it is your previous draft: revise it). Change nothing else: the run of the PRD starts only after the user approves it.`,
    ...PRD_FORMAT_ESSENTIALS,
    ...factLines(input.facts, input.models),
    `The gate of this phase runs OpenForge's own validator on ${code(input.prdFile)}: an invalid PRD comes back to you with its diagnostics (file:line:column, rule id, how to fix). When it is written, write the result envelope to the result file (status DONE, the summary names the phases).`,
  ];
}
