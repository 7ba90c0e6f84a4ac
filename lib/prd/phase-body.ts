import type { Blockquote, Code, Heading, List, ListItem, Nodes, Paragraph, RootContent, Table } from 'mdast';
import { warning } from '../diagnostics/index.js';
import { classifyLine, lazyFieldIndex, paragraphLines } from './field-lines.js';
import { headingText } from './heading.js';
import { htmlBlockDepth } from './html-depth.js';
import { plainText } from './inline.js';
import { fieldForLabel, isListField, type ListField } from './labels.js';
import type { PhaseBuilder, Span } from './phase-builder.js';
import type { Source } from './source.js';

/**
 * Which field a list belongs to. A list right after a `Tasks:`, `Gate:`, `Files:`
 * or `Acceptance:` label with no inline value (or one ending in ":") is that
 * field's (explicit: its bullets are values even if they look like labels); any
 * other list holds tasks, and in it `- **Model**: x` bullets are fields.
 */
interface Owner {
  field: ListField;
  explicit: boolean;
}

const DEFAULT_OWNER: Owner = { field: 'tasks', explicit: false };

/** Deeper nesting is ignored (with a warning): it is never a real PRD. */
export const MAX_LIST_DEPTH = 32;

/** Shared by a list and its nested lists: a lazy field line inside changes it for the rest. */
interface ListContext {
  owner: Owner;
}

export class PhaseBody {
  private owner: Owner = DEFAULT_OWNER;
  private warnedDepth = false;
  /** How many HTML elements are open around the current block (`<details>` … `</details>`). */
  private htmlDepth = 0;

  constructor(
    private readonly builder: PhaseBuilder,
    private readonly source: Source,
    htmlDepth = 0,
  ) {
    this.htmlDepth = htmlDepth;
  }

  /** One top-level block of the phase body. */
  block(node: RootContent): void {
    switch (node.type) {
      case 'paragraph':
        this.builder.paragraph(node);
        this.fieldLines(paragraphLines(node, this.source), true);
        return;
      case 'list': {
        if (this.htmlDepth > 0) {
          this.builder.hiddenContent(node.position?.start.offset ?? 0, 'a list');
          this.owner = DEFAULT_OWNER;
          return;
        }
        const context: ListContext = { owner: this.owner };
        this.list(node, 0, context);
        this.owner = context.owner;
        return;
      }
      case 'heading':
        this.subHeading(node);
        return;
      case 'code':
        if (this.owner.field === 'gate' && this.owner.explicit) this.gateCode(node);
        this.owner = DEFAULT_OWNER;
        return;
      case 'html': {
        // An HTML comment between a label and its list does not separate them.
        if (!node.value.trimStart().startsWith('<!--')) this.owner = DEFAULT_OWNER;
        this.htmlDepth = Math.max(0, this.htmlDepth + htmlBlockDepth(node.value));
        return;
      }
      case 'table':
        this.tableGate(node);
        this.owner = DEFAULT_OWNER;
        return;
      case 'blockquote':
        this.quotedGate(node);
        this.owner = DEFAULT_OWNER;
        return;
      default:
        this.owner = DEFAULT_OWNER;
    }
  }

  /**
   * Field and prose lines, in order. Prose after a field line continues that
   * field; a paragraph that starts with prose ends the previous label's reach.
   */
  private fieldLines(lines: readonly Span[], startsParagraph: boolean): void {
    lines.forEach((line, index) => {
      const meaning = classifyLine(line.text);
      if (meaning.kind === 'field' && meaning.field === 'shellGate' && this.htmlDepth > 0) {
        // Shell-Gate widens what a gate may run: it counts only where a reader sees it.
        this.builder.hiddenShellGate(line.offset + meaning.match.labelOffset);
        this.owner = DEFAULT_OWNER;
      } else if (meaning.kind === 'field' && this.htmlDepth > 0) {
        this.builder.hiddenContent(line.offset + meaning.match.labelOffset, `the field ${meaning.match.label}:`);
        this.owner = DEFAULT_OWNER;
      } else if (meaning.kind === 'look-alike') {
        this.builder.lookAlikeLabel(line.offset + meaning.labelOffset, meaning.field);
        this.owner = DEFAULT_OWNER;
      } else if (meaning.kind === 'field') {
        const { field, match } = meaning;
        const value = line.text.slice(match.valueOffset);
        this.builder.field(field, line.offset + match.labelOffset, { text: value, offset: line.offset + match.valueOffset });
        // `**Files:** a, b` then bullets: the bullets are tasks. A label alone on its
        // line (or with text ending in ":") introduces the list that follows.
        const introducesList = isListField(field) && /^$|:$/.test(value.trim());
        this.owner = introducesList ? { field: field as ListField, explicit: true } : DEFAULT_OWNER;
      } else if (meaning.kind === 'unknown') {
        this.builder.unknownField(meaning.match.label, line.offset + meaning.match.labelOffset, meaning.suggestion);
        this.owner = DEFAULT_OWNER;
      } else if (index === 0 && startsParagraph) {
        this.owner = DEFAULT_OWNER;
      } else {
        this.builder.continuation(line);
      }
    });
  }

  private list(list: List, depth: number, context: ListContext): void {
    if (depth >= MAX_LIST_DEPTH) {
      if (!this.warnedDepth) {
        this.warnedDepth = true;
        const at = this.source.positionAt(list.position?.start.offset ?? 0);
        this.builder.warn(
          warning({
            ruleId: 'list-too-deep',
            message: `Lists are nested more than ${MAX_LIST_DEPTH} levels deep; deeper items are ignored; expected at most a few levels of sub-tasks; flatten the list.`,
            ...at,
          }),
        );
      }
      return;
    }
    const fieldList = !context.owner.explicit && list.children.some((item) => this.itemField(item) !== null);
    for (const item of list.children) this.item(item, depth, context, fieldList);
  }

  /** The known field an item's first line names in emphasized form (`- **Model**: x`), if any. */
  private itemField(item: ListItem): string | null {
    const first = item.children[0];
    if (first?.type !== 'paragraph') return null;
    const line = paragraphLines(first, this.source)[0];
    const meaning = line ? classifyLine(line.text, true) : null;
    return meaning?.kind === 'field' ? meaning.field : null;
  }

  private item(item: ListItem, depth: number, context: ListContext, fieldList: boolean): void {
    const first = item.children[0];
    const lines = first?.type === 'paragraph' ? paragraphLines(first, this.source) : [];
    const rest = first?.type === 'paragraph' ? item.children.slice(1) : item.children;
    const head = lines[0];
    if (first?.type === 'paragraph') this.builder.paragraph(first);
    if (head && !context.owner.explicit) {
      const meaning = classifyLine(head.text, true);
      if (meaning.kind === 'look-alike') this.builder.lookAlikeLabel(head.offset + meaning.labelOffset, meaning.field);
      if (meaning.kind === 'field' || (meaning.kind === 'unknown' && fieldList)) {
        // `- **Tasks**:` or `- **Files**: a.ts` with a nested list: the nested items are its values.
        this.fieldLines(lines, true);
        const nestedOwner = meaning.kind === 'field' && isListField(meaning.field) ? meaning.field : null;
        const inner: ListContext = {
          owner: !this.owner.explicit && nestedOwner ? { field: nestedOwner, explicit: true } : this.owner,
        };
        for (const child of rest) this.child(child, 0, inner);
        this.owner = context.owner;
        return;
      }
    }
    const split = lazyFieldIndex(lines);
    const own = split === -1 ? lines : lines.slice(0, split);
    this.builder.item(context.owner.field, own, depth);
    if (split !== -1) this.lazyFields(lines.slice(split), context);
    for (const child of rest) this.child(child, depth + 1, context);
  }

  private child(node: ListItem['children'][number], depth: number, context: ListContext): void {
    if (node.type === 'list') this.list(node, depth, context);
    else if (node.type === 'paragraph') this.lazyParagraph(node, context);
  }

  /** A later paragraph of an item: only lazy field lines in it matter. */
  private lazyParagraph(paragraph: Paragraph, context: ListContext): void {
    const lines = paragraphLines(paragraph, this.source);
    const split = lazyFieldIndex(lines);
    this.builder.paragraph(paragraph);
    if (split !== -1) this.lazyFields(lines.slice(split), context);
  }

  private lazyFields(lines: readonly Span[], context: ListContext): void {
    this.owner = context.owner;
    this.fieldLines(lines, false);
    context.owner = this.owner;
  }

  /** `#### Tasks` or `#### Acceptance:` inside a phase acts as that label. */
  private subHeading(heading: Heading): void {
    const text = headingText(heading, this.source).trim().replace(/:$/, '');
    const field = /^[A-Za-z][A-Za-z _-]{0,40}$/.test(text) ? fieldForLabel(text) : null;
    if (field && isListField(field)) {
      this.builder.field(field, heading.position?.start.offset ?? 0, { text: '', offset: 0 });
      this.owner = { field, explicit: true };
    } else this.owner = DEFAULT_OWNER;
  }

  /** `| Gate | `npm test` |`: a table row whose first cell is a Gate label runs nothing. */
  private tableGate(table: Table): void {
    for (const row of table.children) {
      const cell = row.children[0];
      if (cell === undefined) continue;
      const text = plainText(cell.children, this.source.text).text.trim();
      const meaning = classifyLine(/:$/.test(text) ? text : `${text}:`);
      if (meaning.kind === 'field' && meaning.field === 'gate') {
        this.builder.gateNotRendered(row.position?.start.offset ?? 0, 'a Gate written as a table row');
      }
    }
  }

  /** `> **Gate:** `npm test``: a quoted Gate line is an example, not the phase's gate. */
  private quotedGate(quote: Blockquote): void {
    const stack: Nodes[] = [quote];
    while (stack.length > 0) {
      const node = stack.pop()!;
      if (node.type === 'paragraph') {
        for (const line of paragraphLines(node, this.source)) {
          const meaning = classifyLine(line.text.replace(/^[ \t>]*/, ''));
          if (meaning.kind === 'field' && meaning.field === 'gate') this.builder.gateNotRendered(line.offset, 'a Gate line inside a quote (`>`)');
        }
      } else if ('children' in node && (node.type === 'blockquote' || node.type === 'list' || node.type === 'listItem')) {
        for (const child of node.children) stack.push(child);
      }
    }
  }

  /** A code block right after `Gate:`: each non-empty line is one command. */
  private gateCode(code: Code): void {
    const start = code.position?.start.offset ?? 0;
    const fenced = /^[ \t]*(`{3,}|~{3,})/.test(this.source.text.slice(start, start + 8));
    const firstLine = this.source.positionAt(start).line + (fenced ? 1 : 0);
    code.value.split('\n').forEach((text, index) => {
      const lineStart = this.source.lineStart(firstLine + index);
      const lineText = this.source.lineText(firstLine + index);
      const column = lineText.indexOf(text.trim());
      this.builder.gateCommand({ text: text.trim(), offset: lineStart + Math.max(0, column) });
    });
  }
}
