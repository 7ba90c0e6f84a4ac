import { error, info, sortDiagnostics, warning } from '../diagnostics/index.js';
import type { Diagnostic, GateCheck, GateVerdict } from '../schema/index.js';
import { findSecretSpans } from '../secrets/index.js';
import { checkSubCommand } from './checks.js';
import { quoteWord } from './exec.js';
import { findControlCharacters, findNonAscii, findShellConstructs, type ConstructHit } from './constructs.js';
import {
  commentMessage,
  controlCharacterMessage,
  emptyMessage,
  noCommandMessage,
  nonAsciiMessage,
  shellGateConfirmMessage,
  shellOperatorMessage,
  unparsableMessage,
  secretMessage,
  unvettedMessage,
} from './messages.js';
import { scanShell, type ShellScan } from './scan.js';
import { splitSubCommands, type SubCommand } from './segments.js';
import { vetArgv } from './vetting.js';
import { cdPrefix } from './cd-prefix.js';
import { environmentDumpDiagnostics } from './environment-dump.js';

export interface GateOptions {
  /** The phase says `Shell-Gate: true`: a human reviewed the command, so shell syntax is allowed. */
  readonly shellGate: boolean;
  /** Whether a relative path names a file of the project (unittest names must resolve to one); absent: not known. */
  readonly isProjectFile?: (relativePath: string) => boolean;
}

const SPLIT_SEPARATORS = new Set(['&&', ';', '\n']);
const LEADING_KEYWORD = /^(!|if|then|else|elif|fi|do|done|while|until|for|case|esac|\{|\})(\s|$)/;

/**
 * The separate gates `a && b` (or `a; b`, or two lines) can become, when that is all the
 * shell syntax it has; otherwise null.
 */
function splitSuggestion(hits: readonly ConstructHit[], commands: readonly SubCommand[]): string[] | null {
  if (commands.length < 2 || !hits.every((h) => h.construct.splittable)) return null;
  if (!commands.every((c) => c.after === null || SPLIT_SEPARATORS.has(c.after))) return null;
  const texts = commands.map((c) => c.text.trim());
  const plain = texts.every((t) => t !== '' && !LEADING_KEYWORD.test(t) && findShellConstructs(t).length === 0);
  return plain ? texts : null;
}

/**
 * A secret in the command, as written or in any word once quotes are removed (`gh""p_…` is a
 * token to the shell): an error, since the exec command is printed and run byte-exact and so
 * can never be redacted. One finding per gate; the message names the kind, never the value.
 */
function secretDiagnostics(command: string, commands: readonly SubCommand[]): Diagnostic[] {
  const raw = findSecretSpans(command)[0];
  if (raw !== undefined) {
    const column = raw.start + 1;
    return [error({ ruleId: 'gate-secret', message: secretMessage(raw.description, raw.kind, column), column })];
  }
  for (const word of commands.flatMap((c) => c.words)) {
    const span = findSecretSpans(word.value)[0];
    if (span !== undefined) return [error({ ruleId: 'gate-secret', message: secretMessage(span.description, span.kind, word.column), column: word.column })];
  }
  // The command as it is shown and run (words re-joined, quoted, JSON-escaped): a redaction
  // there would show `[REDACTED]` where the exec runs the value, so the command a person
  // confirms would not be the one that runs.
  for (const sub of commands) {
    const values = sub.words.map((w) => w.value);
    for (const shown of [values.join(' '), values.map(quoteWord).join(' '), JSON.stringify(command)]) {
      const span = findSecretSpans(shown)[0];
      if (span === undefined) continue;
      const column = sub.words[0]?.column ?? 1;
      return [error({ ruleId: 'gate-secret', message: secretMessage(span.description, span.kind, column), column })];
    }
  }
  return [];
}

function verdictOf(diagnostics: readonly Diagnostic[]): GateVerdict {
  if (diagnostics.some((d) => d.severity === 'error')) return 'rejected';
  return diagnostics.some((d) => d.severity === 'warning' || d.ruleId === 'gate-unvetted') ? 'confirm' : 'ok';
}

/**
 * Validate one gate command before it is ever run. Pure; never throws on any input.
 *
 * The command is tokenized once (lib/gate/scan.ts); the argv it gives is what the exec
 * command runs (lib/gate/exec.ts quotes every word). Verdicts (docs/design.md#gates):
 * - rejected: shell operators and metacharacters without Shell-Gate (anywhere, quotes
 *   included), characters outside printable ASCII without Shell-Gate, control and
 *   bidirectional characters, forms and options that hide a second command, persistent
 *   changes (configuration, global installs, the home directory);
 * - ok: a plain command that matches a vetted profile (lib/gate/profiles.ts), with no warning;
 * - confirm: everything else (unknown or risky programs, unvetted options, any Shell-Gate):
 *   the user confirms it once when the run starts.
 */
export function validateGate(command: string, options: GateOptions): GateCheck {
  const shellGate = options.shellGate;
  const done = (diagnostics: readonly Diagnostic[], argv: string[] | null, program: string | null): GateCheck => {
    const sorted = sortDiagnostics(diagnostics);
    return { command, shellGate, verdict: verdictOf(sorted), argv: shellGate ? null : argv, program, diagnostics: sorted };
  };
  if (command.trim() === '') return done([error({ ruleId: 'gate-empty', message: emptyMessage() })], null, null);

  const diagnostics = characterDiagnostics(command, shellGate);
  const scan = scanShell(command);
  const commands = splitSubCommands(command, scan);
  diagnostics.push(...secretDiagnostics(command, commands));
  const plain: PlainSyntax = shellGate ? { diagnostics: [], argv: null } : plainSyntax(command, scan, commands);
  diagnostics.push(...plain.diagnostics);
  const checked = checkSubCommands(commands, shellGate);
  diagnostics.push(...checked.diagnostics);
  // A gate that prints the environment writes every key into the gate log (Shell-Gate too).
  diagnostics.push(...environmentDumpDiagnostics(commands));
  diagnostics.push(...closingDiagnostics(diagnostics, { shellGate, argv: plain.argv, runsSomething: checked.runsSomething, isProjectFile: options.isProjectFile }));
  return done(diagnostics, plain.argv, checked.program);
}

/** Control and bidirectional characters (always an error), and without Shell-Gate any character outside printable ASCII. */
function characterDiagnostics(command: string, shellGate: boolean): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const control = findControlCharacters(command);
  if (control !== null) {
    const column = control.offset + 1;
    diagnostics.push(error({ ruleId: 'gate-control-character', message: controlCharacterMessage(column, control.codePoints), column }));
  }
  const foreign = shellGate ? null : findNonAscii(command);
  if (foreign !== null) {
    const column = foreign.offset + 1;
    diagnostics.push(error({ ruleId: 'gate-non-ascii', message: nonAsciiMessage(column, foreign.codePoints), column }));
  }
  return diagnostics;
}

interface PlainSyntax {
  readonly diagnostics: readonly Diagnostic[];
  /** The argv the exec command runs, when the gate is one plain command; else null. */
  readonly argv: string[] | null;
}

/** Without Shell-Gate: shell syntax is an error, a comment a warning, and a single plain command gives the argv. */
function plainSyntax(command: string, scan: ShellScan, commands: readonly SubCommand[]): PlainSyntax {
  const hits = findShellConstructs(command);
  const split = splitSuggestion(hits, commands);
  const cd = hits.length > 0 ? cdPrefix(command) : null;
  const diagnostics = hits.map((hit) => error({ ruleId: 'gate-shell-operator', message: shellOperatorMessage(hit, split, cd), column: hit.offset + 1 }));
  const unparsable = unparsableDiagnostics(scan);
  diagnostics.push(...unparsable);
  const operators = hits.length === 0 ? lexerOperatorDiagnostics(scan) : [];
  diagnostics.push(...operators);
  const shellComment = scan.tokens.find((t) => t.kind === 'comment');
  if (shellComment !== undefined) {
    const column = shellComment.start + 1;
    diagnostics.push(warning({ ruleId: 'gate-comment', message: commentMessage(column), column }));
  }
  // The one tokenizer's words are the argv: what is judged is what the exec command runs.
  const single = hits.length === 0 && operators.length === 0 && unparsable.length === 0 && commands.length === 1;
  return { diagnostics, argv: single ? (commands[0]?.words.map((w) => w.value) ?? null) : null };
}

/** An unterminated quote or a dangling backslash: the command cannot be read as words. */
function unparsableDiagnostics(scan: ShellScan): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const [offset, problem] of [
    [scan.unterminatedQuote, 'an unterminated quote'],
    [scan.danglingEscape, 'a backslash with nothing after it'],
  ] as const) {
    if (offset === null) continue;
    diagnostics.push(error({ ruleId: 'gate-unparsable', message: unparsableMessage(problem, offset + 1), column: offset + 1 }));
  }
  return diagnostics;
}

/** Anything else the lexer reads as an operator (`(`, `)`, `<>`, …) that the raw filter let through: one error per token. */
function lexerOperatorDiagnostics(scan: ShellScan): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const reported = new Set<string>();
  for (const token of scan.tokens) {
    if ((token.kind !== 'separator' && token.kind !== 'redirect') || reported.has(token.text)) continue;
    reported.add(token.text);
    const hit: ConstructHit = {
      construct: { token: token.text, display: `\`${token.text}\``, effect: 'is a shell operator', splittable: false, redirectsOutput: false },
      offset: token.start,
      count: scan.tokens.filter((t) => t.text === token.text && t.kind === token.kind).length,
    };
    diagnostics.push(error({ ruleId: 'gate-shell-operator', message: shellOperatorMessage(hit, null), column: token.start + 1 }));
  }
  return diagnostics;
}

/** Each sub-command's own checks, the first program any of them runs, and whether any runs one. */
function checkSubCommands(commands: readonly SubCommand[], shellGate: boolean): { diagnostics: Diagnostic[]; program: string | null; runsSomething: boolean } {
  const diagnostics: Diagnostic[] = [];
  let program: string | null = null;
  let runsSomething = false;
  for (const sub of commands) {
    // `cd pkg` before the command is a folder, not a tool to vet (the fix above says so).
    if (commands.length > 1 && sub === commands[0] && sub.words[0]?.value === 'cd') continue;
    const check = checkSubCommand(sub, shellGate);
    diagnostics.push(...check.diagnostics);
    if (check.program !== null) {
      runsSomething = true;
      program ??= check.program;
    }
  }
  return { diagnostics, program, runsSomething };
}

interface Closing {
  readonly shellGate: boolean;
  readonly argv: string[] | null;
  readonly runsSomething: boolean;
  readonly isProjectFile: ((relativePath: string) => boolean) | undefined;
}

/** When nothing so far is an error: a gate that runs no program is one; else whether it needs confirming (Shell-Gate, or an argv no profile vets). */
function closingDiagnostics(soFar: readonly Diagnostic[], c: Closing): Diagnostic[] {
  if (soFar.some((d) => d.severity === 'error')) return [];
  if (!c.runsSomething) return [error({ ruleId: 'gate-empty', message: noCommandMessage() })];
  if (c.shellGate) return [info({ ruleId: 'gate-unvetted', message: shellGateConfirmMessage() })];
  if (c.argv === null) return [];
  const vetting = vetArgv(c.argv, c.isProjectFile === undefined ? {} : { isProjectFile: c.isProjectFile });
  return vetting.vetted ? [] : [info({ ruleId: 'gate-unvetted', message: unvettedMessage(vetting.reason) })];
}
