import { error, sortDiagnostics, warning } from '../diagnostics/index.js';
import type { Diagnostic, GateCheck, GateVerdict } from '../schema/index.js';
import { tokenize } from './argv.js';
import { checkSubCommand } from './checks.js';
import { findControlCharacters, findShellConstructs, type ConstructHit } from './constructs.js';
import {
  commentMessage,
  controlCharacterMessage,
  emptyMessage,
  noCommandMessage,
  shellOperatorMessage,
  unparsableMessage,
} from './messages.js';
import { scanShell } from './scan.js';
import { splitSubCommands, type SubCommand } from './segments.js';

export interface GateOptions {
  /** The phase says `Shell-Gate: true`: a human reviewed the command, so shell syntax is allowed. */
  readonly shellGate: boolean;
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

function verdictOf(diagnostics: readonly Diagnostic[]): GateVerdict {
  if (diagnostics.some((d) => d.severity === 'error')) return 'rejected';
  return diagnostics.some((d) => d.severity === 'warning') ? 'warn' : 'ok';
}

/**
 * Validate one gate command before it is ever run. Pure; never throws on any input.
 *
 * Without Shell-Gate the command must be one plain command: shell operators and
 * metacharacters (anywhere, quotes included), forms that hide a second command and
 * control characters are errors. Unknown or risky programs are warnings. With Shell-Gate
 * the shell syntax is allowed and the hidden-command forms become warnings; each
 * sub-command's program is still checked.
 */
export function validateGate(command: string, options: GateOptions): GateCheck {
  const shellGate = options.shellGate;
  const diagnostics: Diagnostic[] = [];
  const done = (argv: string[] | null, program: string | null): GateCheck => {
    const sorted = sortDiagnostics(diagnostics);
    return { command, shellGate, verdict: verdictOf(sorted), argv: shellGate ? null : argv, program, diagnostics: sorted };
  };

  if (command.trim() === '') {
    diagnostics.push(error({ ruleId: 'gate-empty', message: emptyMessage() }));
    return done(null, null);
  }

  const control = findControlCharacters(command);
  if (control !== null) {
    const column = control.offset + 1;
    diagnostics.push(error({ ruleId: 'gate-control-character', message: controlCharacterMessage(column, control.codePoints), column }));
  }

  const scan = scanShell(command);
  const commands = splitSubCommands(command, scan);
  let argv: string[] | null = null;

  if (!shellGate) {
    const hits = findShellConstructs(command);
    const split = splitSuggestion(hits, commands);
    for (const hit of hits) {
      diagnostics.push(error({ ruleId: 'gate-shell-operator', message: shellOperatorMessage(hit, split), column: hit.offset + 1 }));
    }
    let parsable = true;
    for (const [offset, problem] of [
      [scan.unterminatedQuote, 'an unterminated quote'],
      [scan.danglingEscape, 'a backslash with nothing after it'],
    ] as const) {
      if (offset === null) continue;
      parsable = false;
      diagnostics.push(error({ ruleId: 'gate-unparsable', message: unparsableMessage(problem, offset + 1), column: offset + 1 }));
    }
    const tokenized = tokenize(command);
    if (!tokenized.ok) {
      if (hits.length === 0 && parsable) {
        diagnostics.push(error({ ruleId: 'gate-unparsable', message: unparsableMessage(`shell-quote reports "${tokenized.reason}"`, 1) }));
      }
    } else {
      const { operators, comment } = tokenized.value;
      // Defence in depth: anything shell-quote reads as an operator that the raw filter let through.
      if (hits.length === 0) {
        for (const op of new Set(operators)) {
          const offset = Math.max(0, command.indexOf(op));
          const hit: ConstructHit = {
            construct: { token: op, display: `\`${op}\``, effect: 'is a shell operator', splittable: false, redirectsOutput: false },
            offset,
            count: operators.filter((o) => o === op).length,
          };
          diagnostics.push(error({ ruleId: 'gate-shell-operator', message: shellOperatorMessage(hit, null), column: offset + 1 }));
        }
      }
      const shellComment = scan.tokens.find((t) => t.kind === 'comment');
      if (shellComment !== undefined) {
        const column = shellComment.start + 1;
        diagnostics.push(warning({ ruleId: 'gate-comment', message: commentMessage(column), column }));
      }
      if (hits.length === 0 && operators.length === 0 && parsable) {
        // shell-quote reads any unquoted `#` as a comment; the shell only one that starts a
        // word (`foo#bar` is one argument). The shell's reading is what runs.
        const midWordHash = comment !== null && shellComment === undefined && commands.length === 1;
        argv = midWordHash ? (commands[0]?.words.map((w) => w.value) ?? []) : tokenized.value.argv;
      }
    }
  }

  let program: string | null = null;
  let runsSomething = false;
  for (const sub of commands) {
    const check = checkSubCommand(sub, shellGate);
    diagnostics.push(...check.diagnostics);
    if (check.program !== null) {
      runsSomething = true;
      program ??= check.program;
    }
  }
  if (!runsSomething && !diagnostics.some((d) => d.severity === 'error')) {
    diagnostics.push(error({ ruleId: 'gate-empty', message: noCommandMessage() }));
  }
  return done(argv, program);
}
