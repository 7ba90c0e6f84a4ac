// The operands a vetted profile allows (lib/gate/vetting.ts): paths inside the project, plain
// make targets and vetted make variables, bazel labels, and unittest's names, which are
// imported and called and so must resolve to the project's own modules.

import { MAKE_VARIABLE_TYPE } from './option-types.js';
import { VETTED_MAKE_VARIABLES } from './profiles.js';
import { outsideProblem, valueProblem } from './value-types.js';

const shown = (word: string): string => `\`${word}\``;

/** What the validator knows of the project: whether a relative path names one of its files (absent: nothing known). */
export interface VetContext {
  readonly isProjectFile?: (relativePath: string) => boolean;
}

/** An operand (a path, a test name, a target): inside the project, not a URL. */
export const operandProblem = (value: string): string | null => outsideProblem(value);

/** A bazel label (`//src:app`, `//...`) names a target of the workspace, not a path; it may not climb out with `..`. */
export function isBazelLabel(word: string): boolean {
  return /^\/\/[A-Za-z0-9_/.:+-]*$/.test(word) && !/(^|\/)\.\.(\/|:|$)/.test(word.slice(2));
}

/** The first operand that makes `make` / `gmake` run something other than targets. */
export function makeOperandProblem(word: string): string | null {
  const assignment = /^([A-Za-z_][A-Za-z0-9_.]*)\s*[:?+!]?=/.exec(word);
  if (assignment === null) return /^[A-Za-z0-9_.%+/-]+$/.test(word) ? null : `${shown(word)} is not a plain make target`;
  if (!VETTED_MAKE_VARIABLES.includes(assignment[1] ?? '')) return `the make variable ${shown(word)} is not a vetted setting`;
  const problem = valueProblem(MAKE_VARIABLE_TYPE, word.slice(word.indexOf('=') + 1));
  return problem === null ? null : `the make variable ${shown(word)}: ${problem}`;
}

/** The first problem among paths (options are skipped): the start folder and pattern of `unittest discover`. */
function discoverOperandsProblem(words: readonly string[]): string | null {
  for (const word of words) {
    const problem = word.startsWith('-') ? null : valueProblem('path', word);
    if (problem !== null) return problem;
  }
  return null;
}

/** The index of the last dotted part that ends the longest prefix naming a module file of the project, or -1. */
function projectModuleEnd(parts: readonly string[], isProjectFile: (relativePath: string) => boolean): number {
  let module = -1;
  for (let n = 0; n < parts.length; n++) {
    const path = parts.slice(0, n + 1).join('/');
    if (isProjectFile(`${path}.py`) || isProjectFile(`${path}/__init__.py`)) module = n;
  }
  return module;
}

/** Whether the parts after a module name only a test: nothing, `Class`, `test_x` or `Class.test_x`. */
function isTestAttribute(rest: readonly string[]): boolean {
  if (rest.length === 0) return true;
  if (rest.length === 1) return /^(?:[A-Z]|test)/.test(rest[0]!);
  return rest.length === 2 && /^[A-Z]/.test(rest[0]!) && /^test/.test(rest[1]!);
}

/** One unittest operand that is not an option: a `.py` file inside the project or a dotted name of its own modules. */
function unittestNameProblem(word: string, context: VetContext): string | null {
  if (word.endsWith('.py')) return valueProblem('path', word);
  if (!/^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/.test(word)) return `${shown(word)} is not a test name (dotted) or a \`.py\` file`;
  const parts = word.split('.');
  if (context.isProjectFile === undefined) return `the unittest name ${shown(word)} is imported and called, and whether it is a module of the project is not known here`;
  // The longest prefix that is a module file of the project; what follows is looked up as
  // attributes and called, so it may only be a test: `Class`, `Class.test_x` or `test_x`
  // (`tests.test_a.os.environ.copy` would reach `os` through the module's imports).
  const module = projectModuleEnd(parts, context.isProjectFile);
  if (module === -1) {
    return `the unittest name ${shown(word)} resolves to no \`.py\` file of the project (it would import and call \`${parts[0]}\` from elsewhere)`;
  }
  const rest = parts.slice(module + 1);
  if (isTestAttribute(rest)) return null;
  return `the unittest name ${shown(word)} goes on past the project's module \`${parts.slice(0, module + 1).join('.')}\` to \`${rest.join('.')}\`, which is not a test class or method and would be looked up and called`;
}

/**
 * unittest's operands: `discover` (then its start folder and pattern), or test names. A
 * dotted name is imported and called, so it must resolve to a `.py` file of the project
 * (`tests.test_api.TestApi` → `tests/test_api.py`); `netrc.netrc` would read `~/.netrc`.
 */
export function unittestOperandProblem(operands: readonly string[], context: VetContext): string | null {
  if (operands[0] === 'discover') return discoverOperandsProblem(operands.slice(1));
  for (const word of operands) {
    const problem = word.startsWith('-') ? null : unittestNameProblem(word, context);
    if (problem !== null) return problem;
  }
  return null;
}
