// Subcommands whose rest is another command line of a known shape:
// `yarn workspace NAME CMD…`, `hatch run [ENV:]SCRIPT…`, `coverage run [OPTS] -m MODULE…`.
// Each is judged by the profiles again, through the matchers lib/gate/vetting.ts hands in.

import { COVERAGE_RUN } from './profiles-extended.js';
import { PYTHON_RUNNERS, SCRIPT_NAMES, type GateProfile } from './profiles.js';
import { outsideProblem, valueProblem } from './value-types.js';

export type Vetting = { vetted: true } | { vetted: false; reason: string };

/** The matchers of lib/gate/vetting.ts, bound to the project's context. */
export interface Matchers {
  /** A command (program first), optionally only from the profiles `from`. */
  readonly program: (words: readonly string[], depth: number, from: readonly string[] | null) => Vetting;
  /** A profile's arguments. */
  readonly args: (key: string, program: string, profile: GateProfile, args: readonly string[], depth: number) => Vetting;
  /** A Python command line from `-m MODULE` or `SCRIPT.py` on. */
  readonly python: (program: string, args: readonly string[], depth: number) => Vetting;
}

type Form = (rest: readonly string[], depth: number, m: Matchers) => Vetting;

const VETTED: Vetting = { vetted: true };
const notVetted = (reason: string): Vetting => ({ vetted: false, reason });
const shown = (word: string): string => `\`${word}\``;

/** `yarn workspace NAME CMD…`: NAME a workspace name, CMD… a yarn command judged by the yarn profile (yarnpkg.com/cli/workspace). */
const yarnWorkspace: Form = (rest, depth, m) => {
  const name = rest[0];
  if (name === undefined) return notVetted('`yarn workspace` without a workspace name');
  const problem = valueProblem('name', name);
  if (problem !== null) return notVetted(`the workspace name of \`yarn workspace\`: ${problem}`);
  return m.program(['yarn', ...rest.slice(1)], depth + 1, ['yarn']);
};

/**
 * `hatch run [ENV:]SCRIPT [ARGS]` (hatch.pypa.io/latest/cli/reference/#hatch-run): a script of the project's
 * configuration named like a test, lint or build script, with plain operands only (its program is not known here),
 * or a vetted Python runner (`hatch run test:pytest -q`).
 */
const hatchRun: Form = (rest, depth, m) => {
  const first = rest[0];
  if (first === undefined) return notVetted('`hatch run` without a script or command');
  const split = /^([A-Za-z0-9_.+-]+):(.+)$/.exec(first);
  const name = split?.[2] ?? first;
  if (SCRIPT_NAMES.includes(name)) {
    for (const word of rest.slice(1)) {
      if (word.startsWith('-')) return notVetted(`\`hatch run ${first}\` hands ${shown(word)} to a project script whose program is not known here`);
      const problem = outsideProblem(word) ?? (word.includes('=') ? `${shown(word)} is a setting (\`=\`), not a plain operand` : null);
      if (problem !== null) return notVetted(problem);
    }
    return VETTED;
  }
  if (PYTHON_RUNNERS.includes(name)) return m.program([name, ...rest.slice(1)], depth + 1, PYTHON_RUNNERS);
  return notVetted(`\`hatch run ${first}\` runs neither a project script named like ${SCRIPT_NAMES.slice(0, 4).join(', ')}, … nor a vetted Python runner`);
};

/** `coverage run [OPTIONS] -m MODULE …` or `coverage run [OPTIONS] SCRIPT.py …`: the options by COVERAGE_RUN, the rest as `python` would run it. */
const coverageRun: Form = (rest, depth, m) => {
  let start = 0;
  while (start < rest.length) {
    const word = rest[start] as string;
    if (word === '-m' || word === '--module' || !word.startsWith('-')) break;
    start += COVERAGE_RUN.values.includes(word) ? 2 : 1;
  }
  const options = m.args('coverage', 'coverage run', COVERAGE_RUN, rest.slice(0, start), depth);
  if (!options.vetted) return options;
  const program = rest.slice(start);
  if (program[0] === '--module') return m.python('coverage run', ['-m', ...program.slice(1)], depth);
  return m.python('coverage run', program, depth);
};

/** The forms by `program subcommand`. */
export const SUBCOMMAND_FORMS: Readonly<Record<string, Form>> = {
  'yarn workspace': yarnWorkspace,
  'hatch run': hatchRun,
  'coverage run': coverageRun,
};
