import { error, warning } from '../diagnostics/index.js';
import type { Diagnostic } from '../schema/index.js';
import { printable } from './constructs.js';
import { findHiddenCommand, type HiddenCommandHit } from './hidden-commands.js';
import { findHiddenVariable } from './hidden-variables.js';
import { resolveCommand, type Invocation } from './invocation.js';
import { knownProgramLike, programStatus } from './known-programs.js';
import {
  braceExpansionMessage, hiddenCommandMessage, hiddenVariableMessage, homeReferenceMessage, keywordMessage, persistentChangeMessage,
  riskyProgramMessage, unknownProgramMessage,
} from './messages.js';
import { programKey } from './options.js';
import { findHomeReference, findPersistentChange } from './persistent.js';
import { riskOf } from './risky-programs.js';
import type { SubCommand, Word } from './segments.js';

/** Shell reserved words: a gate that starts with one needs a shell. */
const KEYWORDS = new Set(['!', 'if', 'then', 'else', 'elif', 'fi', 'do', 'done', 'while', 'until', 'for', 'case',
  'esac', 'select', 'function', 'coproc', '{', '}', '[[', ']]', 'in']);
/** Keywords that can stand before a command; in a Shell-Gate the command after them is still checked. */
const PREFIX_KEYWORDS = new Set(['!', 'if', 'then', 'else', 'elif', 'do', 'while', 'until', '{']);

/** A `{a,b}` or `{1..3}` brace expansion. */
const BRACE_EXPANSION = /\{[^{}]*(,|\.\.)[^{}]*\}/;

export interface CommandCheck {
  readonly diagnostics: Diagnostic[];
  /** The program as written, or null when the command runs none. */
  readonly program: string | null;
}

/** Run the hidden-command, risky-program and unknown-program checks on one simple command. */
export function checkSubCommand(sub: SubCommand, shellGate: boolean): CommandCheck {
  const diagnostics: Diagnostic[] = [];
  const hidden = shellGate ? warning : error;
  let words: readonly Word[] = sub.words;
  while (words[0] !== undefined && KEYWORDS.has(words[0].value)) {
    const keyword = words[0];
    if (!shellGate) {
      diagnostics.push(error({ ruleId: 'gate-shell-operator', message: keywordMessage(keyword.value, keyword.column), column: keyword.column }));
      return { diagnostics, program: null };
    }
    if (!PREFIX_KEYWORDS.has(keyword.value)) return { diagnostics, program: null };
    words = words.slice(1);
  }

  const resolved = resolveCommand(words);
  for (const assignment of resolved.assignments) {
    const variable = findHiddenVariable(assignment.value);
    if (variable === undefined) continue;
    diagnostics.push(hidden({
      ruleId: 'gate-hidden-command',
      message: hiddenVariableMessage(variable.name, variable.effect, shellGate),
      column: assignment.column,
    }));
  }

  if (!shellGate) {
    // `{sh,-c,id}` is one word to the validator and three to a shell.
    for (const invocation of resolved.invocations) {
      if (!BRACE_EXPANSION.test(invocation.word.value)) continue;
      const { value, column } = invocation.word;
      diagnostics.push(error({ ruleId: 'gate-shell-operator', message: braceExpansionMessage(value, column), column }));
      return { diagnostics, program: value };
    }
  }

  for (const invocation of resolved.invocations) diagnostics.push(...checkInvocation(invocation, shellGate));
  diagnostics.push(...checkLasting(words, resolved.invocations));
  if (!shellGate && !diagnostics.some((d) => d.ruleId === 'gate-hidden-command')) diagnostics.push(...checkNested(words, resolved.invocations));
  return { diagnostics, program: resolved.program?.word.value ?? null };
}

/** Persistent changes and home-directory paths: errors with or without Shell-Gate. */
function checkLasting(words: readonly Word[], invocations: readonly Invocation[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const invocation of invocations) {
    const change = findPersistentChange(invocation.key, invocation.args.map((w) => w.value));
    if (change === undefined) continue;
    const at = change.argIndex < 0 ? invocation.word : (invocation.args[change.argIndex] ?? invocation.word);
    out.push(error({ ruleId: 'gate-persistent-change', message: persistentChangeMessage(change.form), column: at.column }));
    break;
  }
  const home = findHomeReference(words.map((w) => w.value));
  const word = words[home];
  if (word !== undefined) out.push(error({ ruleId: 'gate-persistent-change', message: homeReferenceMessage(word.value, word.column), column: word.column }));
  return out;
}

/** Programs that run code given as an argument: looked for at every word, not only where a wrapper or runner puts them. */
const INTERPRETERS = /^(sh|bash|rbash|zsh|dash|ksh|mksh|ash|yash|csh|tcsh|fish|node|nodejs|deno|bun|tsx|ts-node|python[0-9.]*|pypy[0-9.]*|perl[0-9.]*|ruby|php[0-9.]*|lua|osascript|pwsh|powershell|eval|exec|xargs)$/;

/**
 * A code-running interpreter anywhere in the command (`npx --loglevel silent node -e …`,
 * where an option's value hides where the inner command starts): rejected, since the
 * validator cannot know which word each program reads as its own.
 */
function checkNested(words: readonly Word[], invocations: readonly Invocation[]): Diagnostic[] {
  const seen = new Set(invocations.map((i) => i.word));
  for (let k = 1; k < words.length; k++) {
    const word = words[k] as Word;
    const key = programKey(word.value);
    if (seen.has(word) || !INTERPRETERS.test(key) || word.value.includes('/')) continue;
    const args = words.slice(k + 1);
    const hit = findHiddenCommand(key, args.map((w) => w.value), true);
    if (hit === undefined) continue;
    const at = args[hit.argIndex] ?? word;
    const form = hit.rule.form.replace('{program}', printable(word.value));
    return [error({ ruleId: 'gate-hidden-command', message: hiddenCommandMessage(form, hit.rule.effect, false, null), column: at.column })];
  }
  return [];
}

function checkInvocation(invocation: Invocation, shellGate: boolean): Diagnostic[] {
  const args = invocation.args.map((w) => w.value);
  const hit = findHiddenCommand(invocation.key, args, invocation.role === 'script');
  const out = hit === undefined ? [] : [hiddenCommandDiagnostic(invocation, args, hit, shellGate)];
  const why = riskOf(invocation.key, args);
  if (invocation.role === 'wrapper' || invocation.role === 'script') {
    if (invocation.role === 'wrapper' && why !== undefined) {
      out.push(warning({ ruleId: 'gate-risky-program', message: riskyProgramMessage(invocation.word.value, why), column: invocation.word.column }));
    }
    return out;
  }
  if (why !== undefined) return [...out, riskyProgramDiagnostic(invocation, args, why)];
  // A hidden command found at the program word itself already says what the program is: no unknown-program warning on top.
  if (invocation.role !== 'program' || (hit !== undefined && hit.argIndex < 0)) return out;
  return [...out, ...unknownProgramDiagnostics(invocation, args, hit)];
}

/** A form that runs a second command: an error, or a warning in a Shell-Gate, quoting a short one-line inner command. */
function hiddenCommandDiagnostic(invocation: Invocation, args: readonly string[], hit: HiddenCommandHit, shellGate: boolean): Diagnostic {
  const at = hit.argIndex < 0 ? invocation.word : (invocation.args[hit.argIndex] ?? invocation.word);
  const inner = hit.argIndex >= 0 && hit.rule.form.includes(' -c`') ? (args[hit.argIndex + 1] ?? null) : null;
  const form = hit.rule.form.replace('{program}', printable(invocation.word.value));
  return (shellGate ? warning : error)({
    ruleId: 'gate-hidden-command',
    message: hiddenCommandMessage(form, hit.rule.effect, shellGate, inner !== null && !/[\n\r]/.test(inner) && inner.length <= 120 ? inner : null),
    column: at.column,
  });
}

/** A risky program, shown with its first operand where that operand is what makes it risky (`git push`, a publish, infrastructure). */
function riskyProgramDiagnostic(invocation: Invocation, args: readonly string[], why: string): Diagnostic {
  const program = invocation.word.value;
  const first = args.find((arg) => !arg.startsWith('-'));
  const shown = invocation.key === 'git' || why.includes('publish') || why.includes('infrastructure') ? `${program} ${first ?? ''}`.trim() : program;
  return warning({ ruleId: 'gate-risky-program', message: riskyProgramMessage(shown, why), column: invocation.word.column });
}

/** A program that is not known, unless a hidden command was already reported for it. */
function unknownProgramDiagnostics(invocation: Invocation, args: readonly string[], hit: HiddenCommandHit | undefined): Diagnostic[] {
  const program = invocation.word.value;
  const status = programStatus(program, args);
  if (status.known || hit !== undefined) return [];
  return [warning({
    ruleId: 'gate-unknown-program',
    message: unknownProgramMessage(program, status, status.reason === 'unknown' ? knownProgramLike(program) : undefined),
    column: invocation.word.column,
  })];
}
