import { error, sortDiagnostics } from '../diagnostics/index.js';
import type { Diagnostic, PrdModel, RunSettings } from '../schema/index.js';
import { parseInPieces } from './chunked-parse.js';
import { readDocument } from './document.js';
import { scanFrontMatter } from './front-matter.js';
import { parseSettings } from './settings.js';
import { utf8Length } from '../text/index.js';
import { normalizeSource, Source } from './source.js';

/**
 * Largest PRD parsed, in UTF-8 bytes. mdast (micromark) is slow: measured on a
 * loaded 2-core machine, dense PRD markdown parses at ~6 s/MB (in pieces; whole,
 * it is quadratic: 1 MB took 58 s, 2 MB 242 s) and adversarial block soup
 * (`- a` / `---` lines) at ~40 s/MB. 512 KB keeps both near or under 15 s; real
 * PRDs are a few KB.
 */
export const MAX_PRD_BYTES = 512 * 1024;

export interface ParsedPrd {
  prd: PrdModel;
  diagnostics: Diagnostic[];
}

function emptyModel(settings: RunSettings = {}): PrdModel {
  return { title: null, objective: null, settings, phases: [] };
}

function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(bytes < 10 * 1024 * 1024 ? 2 : 1)} MB`;
}

/**
 * Parse a PRD (markdown with `Phase:` headings and optional YAML front matter) into
 * its model. Never throws: every problem in the input is a diagnostic, sorted by
 * position. Line numbers are the same for LF, CRLF and CR files, BOM or not.
 */
export function parsePrd(text: string): ParsedPrd {
  try {
    return parse(typeof text === 'string' ? text : '');
  } catch (cause) {
    // A bug in the parser: report it instead of crashing the caller.
    const detail = cause instanceof Error ? cause.message : String(cause);
    return {
      prd: emptyModel(),
      diagnostics: [
        error({
          ruleId: 'parser-failure',
          message: `The PRD parser failed (${detail}); expected to read any text; this is a bug in OpenForge: please report it with the PRD.`,
        }),
      ],
    };
  }
}

function parse(input: string): ParsedPrd {
  const normalized = normalizeSource(input);
  const bytes = utf8Length(normalized);
  if (bytes > MAX_PRD_BYTES) {
    return {
      prd: emptyModel(),
      diagnostics: [
        error({
          ruleId: 'prd-too-large',
          message: `PRD is ${formatMegabytes(bytes)}; the limit is ${formatMegabytes(MAX_PRD_BYTES)}; split it into several PRDs.`,
        }),
      ],
    };
  }
  const diagnostics: Diagnostic[] = [];
  const frontMatter = scanFrontMatter(normalized);
  for (const item of frontMatter.diagnostics) diagnostics.push(item);
  const source = new Source(frontMatter.text);
  const markdown = parseInPieces(source, frontMatter.yamlEnd);
  for (const item of markdown.diagnostics) diagnostics.push(item);

  let settings: RunSettings = {};
  const first = markdown.children[0];
  if (first?.type === 'yaml' && first.position) {
    const read = parseSettings(first.value, first.position.start.line + 1);
    settings = read.settings;
    for (const item of read.diagnostics) diagnostics.push(item);
  }
  const document = readDocument(markdown.children, source);
  // After a refusal, "no phases" and "no title" would only repeat it.
  const unread = new Set(markdown.stopped ? ['no-phases', 'missing-title'] : []);
  for (const item of document.diagnostics.filter((d) => !unread.has(d.ruleId))) diagnostics.push(item);
  return {
    prd: { title: document.title, objective: document.objective, settings, phases: document.phases },
    diagnostics: sortDiagnostics(diagnostics),
  };
}
