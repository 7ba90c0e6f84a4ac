import type { Heading } from 'mdast';
import { closestMatch, error, warning } from '../diagnostics/index.js';
import type { Diagnostic } from '../schema/index.js';
import { plainText } from './inline.js';
import { normalizeLabel } from './labels.js';
import type { Source } from './source.js';
import { phaseNameProblem, splitList, unwrapValue } from './values.js';

/**
 * Phase headings: `## Phase: name [parallel] [depends: a, b]` at depth ≥ 2.
 * `Phase 2: name` is accepted too (the number is dropped: names are what
 * `depends` refers to). Flags are bracket groups after the name.
 */
const PHASE_PREFIX = /^\s*phase(?:[ \t]+\d+(?:\.\d+)*)?[ \t]*:/i;
const LOOKS_LIKE_PHASE = /^\s*phase\b(?!s\b)/i;
const FLAG = /^([A-Za-z][A-Za-z _-]*?)[ \t]*(?::([\s\S]*))?$/;

export interface PhaseHeading {
  name: string;
  parallel: boolean;
  /** Names from `[depends: …]` groups, or null when there is none. */
  dependsOn: string[] | null;
  diagnostics: Diagnostic[];
}

/** Plain text of a heading (emphasis dropped, code span content kept). */
export function headingText(heading: Heading, source: Source): string {
  return plainText(heading.children, source.text).text;
}

/** Whether a heading of this text would be a phase heading if it were at the top level. */
export function isPhaseHeadingText(text: string): boolean {
  return PHASE_PREFIX.test(text);
}

/** `### Phase research` or `### Phase 2 — build`: meant as a phase, but not recognized. */
export function looksLikePhaseHeading(text: string): boolean {
  return LOOKS_LIKE_PHASE.test(text) && !PHASE_PREFIX.test(text);
}

/** Parse a phase heading, or return null when the heading is not one. */
export function parsePhaseHeading(heading: Heading, source: Source): PhaseHeading | null {
  if (heading.depth < 2) return null;
  const { text, offsets } = plainText(heading.children, source.text);
  const prefix = PHASE_PREFIX.exec(text);
  if (!prefix) return null;
  const headingStart = heading.position?.start.offset ?? 0;
  const at = (index: number): { line: number; column: number } =>
    source.positionAt(offsets[Math.min(index, offsets.length - 1)] ?? headingStart);

  const diagnostics: Diagnostic[] = [];
  const rest = text.slice(prefix[0].length);
  const restStart = prefix[0].length;
  const bracket = rest.indexOf('[');
  const name = (bracket === -1 ? rest : rest.slice(0, bracket)).trim();
  const result: PhaseHeading = { name, parallel: false, dependsOn: null, diagnostics };
  const problem = phaseNameProblem(name);
  if (problem !== null) {
    diagnostics.push(
      error({
        ruleId: 'invalid-phase-name',
        message: `Phase name "${name}" ${problem}; expected a non-empty name without "[", "]" or ","; write e.g. \`### Phase: implement [parallel]\`.`,
        ...at(restStart),
        phase: name,
      }),
    );
  }
  // `### Phase: x (parallel)`: the name would silently be "x (parallel)".
  const tag = /[ \t]*\((parallel|depends(?:[ \t]*on)?[ \t]*:[^)]*)\)[ \t]*$/i.exec(bracket === -1 ? rest : rest.slice(0, bracket));
  if (tag) {
    diagnostics.push(
      warning({
        ruleId: 'parenthesized-phase-flag',
        message: `Phase heading "${name}" ends with "(${tag[1]!.trim()})", which is read as part of the name, not as a flag; expected flags in square brackets; did you mean \`[${tag[1]!.trim()}]\`?`,
        ...at(restStart + tag.index + (tag[0].length - tag[0].trimStart().length)),
        phase: name,
      }),
    );
  }
  if (bracket === -1) return result;

  let i = bracket;
  while (i < rest.length) {
    if (/\s/.test(rest.charAt(i))) {
      i++;
      continue;
    }
    const close = rest.indexOf(']', i);
    if (rest.charAt(i) !== '[' || close === -1) {
      diagnostics.push(
        error({
          ruleId: 'malformed-phase-flags',
          message: `Phase heading text "${rest.slice(i).trim()}" is not a complete flag group; expected flags in brackets after the name, like \`[parallel]\` or \`[depends: a, b]\`; close the bracket or move the text into the name.`,
          ...at(restStart + i),
          phase: name,
        }),
      );
      break;
    }
    readFlag(rest.slice(i + 1, close), restStart + i + 1, result, at);
    i = close + 1;
  }
  return result;
}

function readFlag(
  content: string,
  index: number,
  result: PhaseHeading,
  at: (index: number) => { line: number; column: number },
): void {
  const lead = content.length - content.trimStart().length;
  const match = FLAG.exec(content.trim());
  const key = match ? normalizeLabel(match[1]!) : '';
  const value = match?.[2];
  const phase = result.name;
  if (key === 'parallel' && value === undefined) {
    result.parallel = true;
    return;
  }
  if ((key === 'depends' || key === 'dependson') && value !== undefined) {
    const valueStart = index + lead + content.trim().indexOf(':') + 1;
    const names = readNames(value);
    if (names.length === 0) {
      result.diagnostics.push(
        error({
          ruleId: 'invalid-depends',
          message: `Flag "[${content.trim()}]" names no phase; expected \`[depends: a, b]\` with phase names (or \`[depends: none]\`); add the names or remove the flag.`,
          ...at(valueStart),
          phase,
        }),
      );
      return;
    }
    for (const name of names) {
      const problem = phaseNameProblem(name.text);
      if (problem !== null) {
        result.diagnostics.push(
          error({
            ruleId: 'invalid-depends',
            message: `Dependency "${name.text}" ${problem}; expected phase names separated by commas; fix the name.`,
            ...at(valueStart + name.offset),
            phase,
          }),
        );
      }
    }
    result.dependsOn = [...(result.dependsOn ?? []), ...names.filter((n) => n.text !== 'none').map((n) => n.text)];
    return;
  }
  const suggestion = closestMatch(key, ['parallel', 'depends']);
  result.diagnostics.push(
    warning({
      ruleId: 'unknown-phase-flag',
      message: `Phase flag "[${content.trim()}]" is not known and is ignored; expected \`[parallel]\` or \`[depends: a, b]\`; ${suggestion ? `did you mean \`[${suggestion === 'depends' ? 'depends: …' : suggestion}]\`?` : 'remove it'}`,
      ...at(index + lead),
      phase,
    }),
  );
}

/**
 * Comma-separated phase names with backticks and emphasis removed, each with its
 * offset in `value`. `none` alone means "no dependencies" and yields [{ text: 'none' }].
 */
export function readNames(value: string): Array<{ text: string; offset: number }> {
  if (/^\s*none\s*$/i.test(value)) return [{ text: 'none', offset: value.length - value.trimStart().length }];
  return splitList(value).map((part) => {
    const { value: text, lead } = unwrapValue(part.text);
    return { text, offset: part.offset + lead };
  });
}
