// A phase's `Workdir:` against the project (docs/design.md#gates): a real folder inside it,
// reached through no symbolic link. The file-system look comes in as a parameter (lib/io).

import { error } from '../diagnostics/index.js';
import type { Diagnostic, Phase } from '../schema/index.js';

/** Why a folder relative to the project is no workdir: absent, not a folder, or reached through a link. */
export type WorkdirProblem =
  | { kind: 'missing'; at: string }
  | { kind: 'not-directory'; at: string }
  | { kind: 'link'; at: string; target: string | null };

/** The workdir's problem for the project the front matter's `cwd` picks (`settingsCwd`), or null. */
export type WorkdirCheck = (relative: string, settingsCwd: string | undefined) => WorkdirProblem | null;

/** A folder inside the project, joined: `pkg` + `test_x.py` → `pkg/test_x.py`. */
export const inWorkdir = (workdir: string | undefined, relative: string): string => (workdir === undefined ? relative : `${workdir}/${relative}`);

/** The finding for a phase's `Workdir:`, at the value, or null when it is a real folder of the project. */
export function workdirDiagnostic(phase: Phase, check: WorkdirCheck, settingsCwd: string | undefined): Diagnostic | null {
  const workdir = phase.workdir;
  if (workdir === undefined) return null;
  const problem = check(workdir.path, settingsCwd);
  if (problem === null) return null;
  const at = { line: workdir.line, column: workdir.column, phase: phase.name };
  const shown = `\`${workdir.path}\``;
  if (problem.kind === 'link') {
    const target = problem.target === null ? '' : ` (${problem.target})`;
    return error({
      ruleId: 'workdir-link', ...at,
      message: `Workdir ${shown} of phase "${phase.name}" is reached through the symbolic link \`${problem.at}\`${target}; a sub-agent could point the link elsewhere and the gates would judge another folder; expected a real folder inside the project; name the folder the link leads to, if it is inside the project.`,
    });
  }
  const what = problem.kind === 'missing' ? `\`${problem.at}\` does not exist` : `\`${problem.at}\` is not a folder`;
  return error({
    ruleId: 'workdir-missing', ...at,
    message: `Workdir ${shown} of phase "${phase.name}" is not a folder of the project: ${what}; expected a folder relative to the project (not to the PRD), where the phase's gates run; create it, or fix the path.`,
  });
}
