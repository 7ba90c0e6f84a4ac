import { error, warning } from '../diagnostics/index.js';
import type { Diagnostic } from '../schema/index.js';
import { printable } from './constructs.js';
import { findHiddenCommand } from './hidden-commands.js';
import { findHiddenVariable } from './hidden-variables.js';
import { resolveCommand, type Invocation } from './invocation.js';
import { knownProgramLike, programStatus } from './known-programs.js';
import { braceExpansionMessage, hiddenCommandMessage, hiddenVariableMessage, keywordMessage, riskyProgramMessage, unknownProgramMessage } from './messages.js';
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
  return { diagnostics, program: resolved.program?.word.value ?? null };
}

function checkInvocation(invocation: Invocation, shellGate: boolean): Diagnostic[] {
  const out: Diagnostic[] = [];
  const args = invocation.args.map((w) => w.value);
  const program = invocation.word.value;
  const hit = findHiddenCommand(invocation.key, args, invocation.role === 'script');
  if (hit !== undefined) {
    const at = hit.argIndex < 0 ? invocation.word : (invocation.args[hit.argIndex] ?? invocation.word);
    const inner = hit.argIndex >= 0 && hit.rule.form.includes(' -c`') ? (args[hit.argIndex + 1] ?? null) : null;
    const form = hit.rule.form.replace('{program}', printable(program));
    out.push((shellGate ? warning : error)({
      ruleId: 'gate-hidden-command',
      message: hiddenCommandMessage(form, hit.rule.effect, shellGate, inner !== null && !/[\n\r]/.test(inner) && inner.length <= 120 ? inner : null),
      column: at.column,
    }));
  }
  const why = riskOf(invocation.key, args);
  if (invocation.role === 'wrapper' && why !== undefined) {
    out.push(warning({ ruleId: 'gate-risky-program', message: riskyProgramMessage(program, why), column: invocation.word.column }));
  }
  if (invocation.role === 'wrapper' || invocation.role === 'script') return out;

  if (why !== undefined) {
    const first = args.find((arg) => !arg.startsWith('-'));
    const shown = invocation.key === 'git' || why.includes('publish') || why.includes('infrastructure') ? `${program} ${first ?? ''}`.trim() : program;
    out.push(warning({ ruleId: 'gate-risky-program', message: riskyProgramMessage(shown, why), column: invocation.word.column }));
    return out;
  }
  if (invocation.role !== 'program' || (hit !== undefined && hit.argIndex < 0)) return out;

  const status = programStatus(program, args);
  if (!status.known && hit === undefined) {
    out.push(warning({
      ruleId: 'gate-unknown-program',
      message: unknownProgramMessage(program, status, status.reason === 'unknown' ? knownProgramLike(program) : undefined),
      column: invocation.word.column,
    }));
  }
  return out;
}
