import type { Heading, Nodes, RootContent } from 'mdast';
import { error, warning } from '../diagnostics/index.js';
import type { Diagnostic, Phase } from '../schema/index.js';
import { classifyLine, paragraphLines } from './field-lines.js';
import { headingText, isPhaseHeadingText, looksLikePhaseHeading, parsePhaseHeading } from './heading.js';
import { htmlBlockDepth, PHASE_IN_HTML } from './html-depth.js';
import { FIELD_LABELS, fieldForLabel, matchLabel } from './labels.js';
import { PhaseBody } from './phase-body.js';
import { PhaseBuilder } from './phase-builder.js';
import type { Source } from './source.js';

export interface DocumentModel {
  title: string | null;
  objective: string | null;
  phases: Phase[];
  diagnostics: Diagnostic[];
}

interface OpenPhase {
  depth: number;
  builder: PhaseBuilder;
  body: PhaseBody;
}

const OBJECTIVE = /^objective:?$/i;

/**
 * Read title, objective and phases from the top-level markdown blocks. A phase
 * runs from its heading to the next heading of the same or lower depth, or the
 * next phase heading; deeper headings stay in its body.
 */
export function readDocument(children: readonly RootContent[], source: Source): DocumentModel {
  const model: DocumentModel = { title: null, objective: null, phases: [], diagnostics: [] };
  let titleSeen = false;
  let objectiveSeen = false;
  let inObjective = false;
  let open: OpenPhase | null = null;
  /** How many HTML elements that may hide their content are open (`<details>` … `</details>`). */
  let htmlDepth = 0;
  const phaseInHtml = (offset: number, how: string): void => {
    model.diagnostics.push(
      error({
        ruleId: 'phase-in-html',
        message: `A phase heading is ${how}, where a reader of the rendered PRD may not see it (collapsed or hidden); expected every phase at the top level of the markdown, outside HTML; move the phase out of the HTML block.`,
        ...source.positionAt(offset),
      }),
    );
  };
  const close = (): void => {
    if (!open) return;
    const { phase, diagnostics } = open.builder.finish();
    model.phases.push(phase);
    for (const item of diagnostics) model.diagnostics.push(item);
    open = null;
  };

  children.forEach((node, index) => {
    if (node.type === 'html') {
      htmlDepth = Math.max(0, htmlDepth + htmlBlockDepth(node.value));
      const inside = PHASE_IN_HTML.exec(node.value);
      if (inside) phaseInHtml((node.position?.start.offset ?? 0) + inside.index + (inside[0].length - inside[0].trimStart().length), 'written inside an HTML block');
    }
    if (node.type !== 'heading') {
      // A Gate line made a heading inside a list item (`- **Gate:** \`x\`` over an indented `---`).
      for (const found of nestedHeadings(node).map((h) => gateHeadingDiagnostic(h, source)).filter((d) => d !== null)) {
        model.diagnostics.push(open ? { ...found, phase: open.builder.phase.name } : found);
      }
      const nested = nestedPhaseHeadings(node, source);
      if (open) {
        open.body.block(node);
        for (const found of nested) open.builder.warn(found);
      } else {
        if (!inObjective) for (const item of fieldsOutsidePhases(node, source)) model.diagnostics.push(item);
        for (const item of nested) model.diagnostics.push(item);
      }
      return;
    }
    const text = headingText(node, source);
    const at = source.positionAt(node.position?.start.offset ?? 0);
    const gateHeading = gateHeadingDiagnostic(node, source);
    if (gateHeading) model.diagnostics.push(open ? { ...gateHeading, phase: open.builder.phase.name } : gateHeading);
    if (node.depth === 1 && !titleSeen) {
      titleSeen = true;
      const title = text.replace(/^\s*PRD\s*:/i, '').trim();
      model.title = title === '' ? null : title;
    }
    const heading = parsePhaseHeading(node, source);
    if (heading && htmlDepth > 0) phaseInHtml(node.position?.start.offset ?? 0, 'inside an HTML element such as <details>');
    if (heading) {
      close();
      inObjective = false;
      const builder = new PhaseBuilder(heading, node.position?.start.offset ?? 0, source);
      open = { depth: node.depth, builder, body: new PhaseBody(builder, source, htmlDepth) };
      return;
    }
    if (node.depth === 1 && isPhaseHeadingText(text)) {
      model.diagnostics.push(
        warning({
          ruleId: 'malformed-phase-heading',
          message: `Heading "${text.trim()}" is a first-level heading, so it is not a phase; expected phase headings of depth 2 or more; write it as \`## ${text.trim()}\` or deeper.`,
          ...at,
        }),
      );
    } else if (looksLikePhaseHeading(text) && node.depth >= 2) {
      model.diagnostics.push(
        warning({
          ruleId: 'malformed-phase-heading',
          message: `Heading "${text.trim()}" looks like a phase but is not one; expected \`Phase: name\` with a colon, e.g. \`### Phase: build [parallel]\`; add the colon (or reword the heading).`,
          ...at,
        }),
      );
    }
    if (open && node.depth > open.depth) {
      open.body.block(node);
      return;
    }
    close();
    inObjective = false;
    if (!objectiveSeen && OBJECTIVE.test(text.trim())) {
      objectiveSeen = true;
      inObjective = true;
      model.objective = sectionText(children, index, source);
    }
  });
  close();

  if (model.title === null) {
    model.diagnostics.push(
      warning({
        ruleId: 'missing-title',
        message: 'The PRD has no title; expected a first-level heading such as `# PRD: Auth Refactor`; add one at the top.',
        line: 1,
      }),
    );
  }
  if (model.phases.length === 0) {
    model.diagnostics.push(
      error({
        ruleId: 'no-phases',
        message: 'The PRD has no phases; expected headings of depth 2 or more like `### Phase: build`, each followed by its task bullets; add at least one phase.',
        line: 1,
      }),
    );
  }
  return model;
}

/**
 * `gate-not-rendered` for a heading any of whose lines is a Gate line with a value: `Gate:
 * \`npm test\`` underlined by `---` or `===`, also as the last of several field lines a setext
 * underline made one heading (`**Files:** src` + `**Gate:** \`npm test\`` + `---`). Null: none.
 */
function gateHeadingDiagnostic(node: Heading, source: Source): Diagnostic | null {
  const text = headingText(node, source);
  const lines = text.split('\n');
  // A known label is all that counts here (classifyLine's 'field'): no closest label is looked for.
  const index = lines.findIndex((line) => {
    const match = matchLabel(line);
    return match !== null && fieldForLabel(match.label) === 'gate' && line.slice(match.valueOffset).trim() !== '';
  });
  if (index < 0) return null;
  // The Gate line's own line in the file: the heading's first line plus the lines before it.
  const start = node.position?.start.offset ?? 0;
  let offset = start;
  for (let k = 0; k < index; k += 1) {
    const next = source.text.indexOf('\n', offset);
    if (next < 0) break;
    offset = next + 1;
  }
  const shown = lines.length > 1 ? lines[index]?.trim() : text.trim();
  return error({
    ruleId: 'gate-not-rendered',
    message: `Heading "${shown ?? ''}" reads as a Gate, but a heading is not a field, so nothing would run (a \`---\` or \`===\` line under a Gate line makes it and the field lines above it a heading); expected **Gate:** on a line of its own followed by a blank line; add a blank line before the \`---\`, or remove the \`#\`.`,
    ...source.positionAt(index === 0 ? start : offset),
  });
}

/** Headings inside a list (at any depth): a setext underline indented into a list item makes one. */
function nestedHeadings(node: RootContent): Heading[] {
  if (node.type !== 'list') return [];
  const found: Heading[] = [];
  const stack: Nodes[] = [node];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (current.type === 'heading') found.push(current);
    else if (current.type === 'list' || current.type === 'listItem' || current.type === 'blockquote') for (const child of current.children) stack.push(child);
  }
  return found;
}

/** Text from after heading `index` to the next top-level heading, trimmed; null when empty. */
function sectionText(children: readonly RootContent[], index: number, source: Source): string | null {
  const heading = children[index] as Heading;
  const start = heading.position?.end.offset ?? 0;
  const next = children.slice(index + 1).find((node) => node.type === 'heading');
  const end = next?.position?.start.offset ?? source.text.length;
  const text = source.text.slice(start, end).trim();
  return text === '' ? null : text;
}

/** Known phase fields written where no phase is open (they apply to nothing). */
function fieldsOutsidePhases(node: RootContent, source: Source): Diagnostic[] {
  const lines =
    node.type === 'paragraph'
      ? paragraphLines(node, source)
      : node.type === 'list'
        ? node.children.flatMap((item) => {
            const first = item.children[0];
            return first?.type === 'paragraph' ? paragraphLines(first, source).slice(0, 1) : [];
          })
        : [];
  const found: Diagnostic[] = [];
  for (const line of lines) {
    const meaning = classifyLine(line.text, node.type === 'list');
    if (meaning.kind !== 'field') continue;
    const label = FIELD_LABELS[meaning.field];
    found.push(
      warning({
        ruleId: 'field-outside-phase',
        message: `${label}: is written outside any phase, so it applies to nothing; expected phase fields under a phase heading (\`### Phase: name\`); move it into a phase (run-wide settings go in the YAML front matter).`,
        ...source.positionAt(line.offset + meaning.match.labelOffset),
      }),
    );
  }
  return found;
}

/** `> ### Phase: x` or `- ### Phase: x`: phase headings must be top-level to count. */
function nestedPhaseHeadings(node: RootContent, source: Source): Diagnostic[] {
  if (node.type !== 'blockquote' && node.type !== 'list' && node.type !== 'footnoteDefinition') return [];
  const found: Diagnostic[] = [];
  const stack: Nodes[] = [node];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (current.type === 'heading') {
      const text = headingText(current, source);
      if (current.depth >= 2 && isPhaseHeadingText(text)) {
        found.push(
          warning({
            ruleId: 'nested-phase-heading',
            message: `Heading "${text.trim()}" is inside a ${node.type === 'list' ? 'list' : 'quote'}, so it is not a phase; expected phase headings at the top level; remove the \`${node.type === 'list' ? '-' : '>'}\` in front of it (or leave it if it is only an example).`,
            ...source.positionAt(current.position?.start.offset ?? 0),
          }),
        );
      }
    } else if (current.type === 'blockquote' || current.type === 'list' || current.type === 'listItem' || current.type === 'footnoteDefinition') {
      for (const child of current.children) stack.push(child);
    }
  }
  return found;
}
