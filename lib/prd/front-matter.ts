import { error, warning } from '../diagnostics/index.js';
import type { Diagnostic } from '../schema/index.js';

/**
 * Front matter is recognized on the raw first line, before markdown parsing:
 * only YAML (`---` … `---`) is read. A language-tagged fence (`---js`,
 * `---coffee`, `--- json`…) or TOML (`+++`) is refused and never evaluated:
 * gray-matter would run `---js` as JavaScript. Refused blocks are blanked out so
 * the rest of the PRD still parses with its line numbers intact.
 */

export interface FrontMatterScan {
  /** The text to parse as markdown (refused front matter replaced by spaces). */
  text: string;
  /** Offset just after the closing `---` line of a YAML front matter, or null. */
  yamlEnd: number | null;
  diagnostics: Diagnostic[];
}

const YAML_FENCE = /^---[ \t]*$/;
const TAGGED_FENCE = /^---[ \t]*([A-Za-z][\w.+-]*)[ \t]*$/;
const TOML_FENCE = /^\+\+\+[ \t]*$/;

/** Offset after the first line from `from` on that matches `fence`, or null. */
function closingLineEnd(text: string, from: number, fence: RegExp): number | null {
  let at = from;
  while (at < text.length) {
    const end = text.indexOf('\n', at);
    const lineEnd = end === -1 ? text.length : end;
    if (fence.test(text.slice(at, lineEnd))) return end === -1 ? text.length : end + 1;
    if (end === -1) return null;
    at = end + 1;
  }
  return null;
}

/** Replace every character before `end` except line endings with a space. */
function blank(text: string, end: number): string {
  return text.slice(0, end).replace(/[^\n]/g, ' ') + text.slice(end);
}

export function scanFrontMatter(text: string): FrontMatterScan {
  const firstEnd = text.indexOf('\n');
  const firstLine = text.slice(0, firstEnd === -1 ? text.length : firstEnd);
  const afterFirst = firstEnd === -1 ? text.length : firstEnd + 1;

  if (YAML_FENCE.test(firstLine)) {
    if (firstEnd === -1) return { text, yamlEnd: null, diagnostics: [] };
    const end = closingLineEnd(text, afterFirst, YAML_FENCE);
    if (end !== null) return { text, yamlEnd: end, diagnostics: [] };
    return {
      text,
      yamlEnd: null,
      diagnostics: [
        warning({
          ruleId: 'unterminated-front-matter',
          message:
            'Line 1 is `---`, which opens YAML front matter, but no closing `---` line follows, so it is read as a horizontal rule and no settings are read; add a line `---` after the settings (or remove line 1).',
          line: 1,
        }),
      ],
    };
  }

  const tagged = TAGGED_FENCE.exec(firstLine);
  const toml = TOML_FENCE.test(firstLine);
  if (!tagged && !toml) return { text, yamlEnd: null, diagnostics: [] };

  const what = tagged ? `\`---${tagged[1]}\` (${tagged[1]} front matter)` : '`+++` (TOML front matter)';
  const end = closingLineEnd(text, afterFirst, tagged ? YAML_FENCE : TOML_FENCE);
  return {
    text: blank(text, end ?? afterFirst),
    yamlEnd: null,
    diagnostics: [
      error({
        ruleId: 'unsupported-front-matter',
        message: `The PRD starts with ${what}; only YAML front matter is supported and other kinds are never evaluated; write the settings as YAML between two \`---\` lines.`,
        line: 1,
      }),
    ],
  };
}
