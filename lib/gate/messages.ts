import { printable, type ConstructHit } from './constructs.js';
import type { ProgramStatus } from './known-programs.js';
import type { CdPrefix } from './cd-prefix.js';

/**
 * Diagnostic messages of the gate validator. Each says what failed, what was expected
 * and how to fix it. The fix for a rejection always names `Shell-Gate: true`.
 */

const SHELL_GATE = 'or, after reviewing the command, mark the phase `Shell-Gate: true` so it runs through the shell as written';
const SPLIT =
  'split it into separate gates, one command per code span (e.g. **Gate:** `npm run build`, then `npm test`: ' +
  'each code span becomes its own gate; they run in order and all must pass)';
const PLAIN = 'Without `Shell-Gate: true` a gate must be one plain command, so this gate will not run.';

const code = (raw: string): string => {
  const text = printable(raw);
  return text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``;
};

export function emptyMessage(): string {
  return 'The gate command is empty. Expected one command in backticks, e.g. **Gate:** `npm test`. ' +
    'Fix: write the command that proves the phase worked, or remove the Gate: field.';
}

export function noCommandMessage(): string {
  return 'The gate runs no command (it only sets variables or is a comment), so it would always pass. ' +
    'Expected a build, test or lint command, e.g. **Gate:** `CI=1 npm test`. Fix: add the command, or remove the Gate: field.';
}

export function controlCharacterMessage(column: number, codePoints: readonly string[]): string {
  return `The gate contains an invisible or control character (${codePoints.join(', ')}) at column ${column} of the command; ` +
    'it can make the command you review differ from the one that runs, so the gate will not run, even with `Shell-Gate: true`. ' +
    'Expected printable text only. Fix: retype the command.';
}

export function shellOperatorMessage(hit: ConstructHit, split: readonly string[] | null, cd: CdPrefix | null = null): string {
  const more = hit.count > 1 ? ` (and ${hit.count - 1} more time${hit.count > 2 ? 's' : ''})` : '';
  const what = `The gate contains ${hit.construct.display} at column ${hit.offset + 1} of the command${more}, which ${hit.construct.effect}. ${PLAIN}`;
  if (cd?.kind === 'workdir') {
    // Split into `cd pkg` and `npm test`, the tests would run in the project, not in pkg.
    return `${what} Fix: a gate cannot change folder with \`cd\`; run the phase's gates in that folder instead: ` +
      `**Workdir:** ${code(cd.folder)} and **Gate:** ${cd.commands.map(code).join(', then ')} (Workdir: is relative to the project; ` +
      `every gate of the phase runs there), ${SHELL_GATE}.`;
  }
  if (cd !== null) {
    return `${what} Fix: a gate cannot change folder with \`cd\`, and ${code(`cd ${cd.target}`)} does not name one folder inside the project; ` +
      `set the phase's **Workdir:** to the folder inside the project where the command must run (e.g. **Workdir:** \`pkg\`) and gate on the command itself, ${SHELL_GATE}.`;
  }
  if (split !== null && hit.construct.splittable) {
    const gates = split.map(code).join(', then ');
    return `${what} Fix: split it into separate gates: **Gate:** ${gates} (each code span becomes its own gate; ` +
      `they run in order and all must pass), ${SHELL_GATE}.`;
  }
  if (hit.construct.redirectsOutput) {
    return `${what} Fix: drop the redirection (OpenForge already writes the gate's output and exit status to the run's log), ${SHELL_GATE}.`;
  }
  return `${what} Fix: ${SPLIT}, move the whole pipeline into a project script (an npm script or make target) and gate on that, ${SHELL_GATE}.`;
}

export function keywordMessage(keyword: string, column: number): string {
  const what = keyword === '!'
    ? `\`!\` at column ${column} of the command inverts the exit status: the gate would pass when the command fails.`
    : `\`${keyword}\` at column ${column} of the command is a shell keyword, so the command needs a shell.`;
  return `${what} ${PLAIN} Fix: gate on the command itself, move the logic into a project script (an npm script or make target), ${SHELL_GATE}.`;
}

export function braceExpansionMessage(word: string, column: number): string {
  return `The command name ${code(word)} at column ${column} of the command is a brace expansion: a shell turns it into ` +
    `several words, so the program that runs is not the one written. ${PLAIN} Fix: write the program and its arguments as ` +
    `separate words, ${SHELL_GATE}.`;
}

export function unparsableMessage(problem: string, column: number): string {
  return `The gate cannot be split into words: ${problem} at column ${column} of the command. Expected a command with balanced quotes, ` +
    'e.g. **Gate:** `npm test -- --grep "login flow"`. Fix: close the quote or remove the stray character ' +
    '(or, if the command is meant for a shell, review it and mark the phase `Shell-Gate: true`).';
}

export function commentMessage(column: number): string {
  return `An unquoted \`#\` at column ${column} of the command starts a comment: everything after it would be ignored, so the gate ` +
    'would not run all it says. Expected a command without a comment. Fix: remove the comment, or quote the `#` ' +
    "(`'#'`) if it belongs to an argument.";
}

export function hiddenCommandMessage(form: string, effect: string, shellGate: boolean, inner: string | null): string {
  if (shellGate) {
    return `${form} ${effect}, which the gate validator cannot check. The phase has \`Shell-Gate: true\`, so it will run: ` +
      'make sure the reviewed command is what you intend, or gate on the inner command directly.';
  }
  const example = inner === null ? '' : ` (e.g. **Gate:** ${code(inner)})`;
  return `${form} ${effect}, which hides a second command the gate validator cannot check, so this gate will not run. ` +
    `Expected the build, test or lint command itself. Fix: make the inner command the gate${example}, ` +
    `move it into a project script (an npm script or make target), ${SHELL_GATE}.`;
}

export function hiddenVariableMessage(name: string, effect: string, shellGate: boolean): string {
  const what = `Setting \`${name}\` ${effect}, which hides a second command the gate validator cannot check`;
  return shellGate
    ? `${what}. The phase has \`Shell-Gate: true\`, so it will run: make sure that is intended.`
    : `${what}, so this gate will not run. Expected only plain settings such as \`CI=1\`. Fix: remove \`${name}\` from the gate, ${SHELL_GATE}.`;
}

export function riskyProgramMessage(shown: string, why: string): string {
  return `${code(shown)} ${why}. A gate should only build, test or lint, and it runs again on every attempt. ` +
    'The gate will still run it. Fix: do that work in a task or by hand and keep the gate to checks, or keep it if you have reviewed it.';
}

export function unknownProgramMessage(program: string, status: Exclude<ProgramStatus, { known: true }>, suggestion: string | undefined): string {
  const typo = suggestion === undefined ? '' : ` Did you mean \`${suggestion}\`?`;
  const after = 'The gate will still run it; a human should check that it only builds, tests or lints.';
  if (status.reason === 'project-script') {
    return `${code(program)} is a project script or a path, so the gate validator cannot see what it runs. ${after} ` +
      'Fix: review the script, or call the build/test tool directly (e.g. **Gate:** `npm test`).';
  }
  if (status.reason === 'condition') {
    return `${code(program)} is a known tool only as ${status.expected ?? 'a build/test/lint command'}, and this use is not. ${after} ` +
      'Fix: use the tool for a build, test or lint step, or keep the command if it is intended.';
  }
  return `${code(program)} is not one of the known build, test or lint tools (npm, make, cargo, pytest, go, …).${typo} ${after} ` +
    "Fix: use the project's usual build or test command, or keep it if it is intended.";
}

export function nonAsciiMessage(column: number, codePoints: readonly string[]): string {
  return `The gate contains a character outside printable ASCII (${codePoints.join(', ')}) at column ${column} of the command: ` +
    'a Unicode space looks like a space but does not separate words in the shell, and other letters can imitate ASCII ones, ' +
    `so the command you review can differ from the one that runs. ${PLAIN} Fix: retype the command in plain ASCII, ${SHELL_GATE}.`;
}

export function persistentChangeMessage(form: string): string {
  return `${form} changes configuration or installs something outside the project that later gates and programs would use, ` +
    'so the gate will not run, even with `Shell-Gate: true`. A gate only checks the work. ' +
    'Fix: make that change by hand (or in the project\'s own files, in a task), and keep the gate to a build, test or lint command.';
}

export function homeReferenceMessage(word: string, column: number): string {
  return `${code(word)} at column ${column} of the command names your home directory: a gate works inside the project and ` +
    'never reads or writes your home, so the gate will not run, even with `Shell-Gate: true`. ' +
    'Fix: use a path inside the project, or leave the setting to your own configuration.';
}

export function unvettedMessage(reason: string): string {
  return `The gate is not one of the vetted build, test and lint forms (${reason}), so the user must confirm it at the start ` +
    'of the run: `run` lists it, exactly as it will run, in one question before anything is spawned. ' +
    'Fix: nothing, if it is intended; or gate on the ordinary command (e.g. **Gate:** `npm test`).';
}

export function shellGateConfirmMessage(): string {
  return 'The phase has `Shell-Gate: true`, so this command runs through a shell as written and the gate validator cannot vet it: ' +
    'the user must confirm it at the start of the run (`run` lists it, exactly as it will run, before anything is spawned).';
}

export function secretMessage(description: string, kind: string, column: number): string {
  return `The gate holds what looks like ${description} at column ${column} of the command. A gate runs exactly as printed, ` +
    'so its command cannot be redacted: it would appear in the chat, the run\'s events, its logs and the process list. ' +
    'The gate will not run, even with `Shell-Gate: true`. Fix: put the value in an environment variable that the program ' +
    `reads itself (set where OpenClaw runs, or in a file the project's test setup loads), remove it from the command, and rotate it if the PRD was shared; until then it shows as [REDACTED:${kind}].`;
}
