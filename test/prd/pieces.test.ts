import { describe, expect, it } from 'vitest';
import { prng } from '../helpers/prng.js';
import { parseInPieces } from '../../lib/prd/chunked-parse.js';
import { parseMarkdown } from '../../lib/prd/markdown.js';
import { Source } from '../../lib/prd/source.js';

const LINES = [
  '# Title', '### Phase: a [parallel]', '## Objective', 'para text', 'more *text*', '- item', '* item', '+ item',
  '1. one', '2) two', '  - nested', '    indented', '  continuation', '> quote', '>', '> - quoted item', '- > q',
  '---', '***', '___', '- - -', '```', '~~~', '```js', '   ```', '- ```', '  ```', '<div>', '</div>', '<!--',
  '-->', '<pre>', '</pre>', '<?x', '?>', '| a | b |', '|---|---|', '===', '', '', '', '**Gate:** `npm test`',
  '\t- tabbed', '- [ ] task', '    ---', '  ---', '  # deep', '-', '  > nested quote', 'Setext', '[^1]: note',
  '    - four', '>     code', '- # heading item', '<script>', '</script>',
];

function randomDoc(random: () => number, lines: number): string {
  const out: string[] = [];
  for (let i = 0; i < lines; i++) out.push(LINES[Math.floor(random() * LINES.length)]!);
  return out.join('\n') + (random() < 0.5 ? '\n' : '');
}

/**
 * micromark ends a construct left open by the next line at the end of its last
 * line or after the line endings that follow, depending on context; a piece always
 * hits the second case at its end. Both mean the same text, so compare ends as the
 * offset after their last non-blank character (list and item ends are ignored,
 * code values are compared without trailing line endings).
 */
function normalizeEnds(value: unknown, text: string): unknown {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (Array.isArray(node)) stack.push(...(node as unknown[]));
    else if (node && typeof node === 'object') {
      const record = node as { type?: string; value?: unknown; position?: { end: unknown }; children?: unknown[] };
      // An unclosed fence cut by a piece end keeps the blank lines before it.
      if (record.type === 'code' && typeof record.value === 'string') record.value = record.value.replace(/\n+$/, '');
      const end = record.position?.end as { offset: number } | undefined;
      // micromark sometimes ends an item inside the next item's marker; joins do not.
      if (end && (record.type === 'listItem' || record.type === 'list')) record.position!.end = null;
      else if (end) {
        let offset = end.offset;
        while (offset > 0 && /\s/.test(text.charAt(offset - 1))) offset--;
        record.position!.end = { offset };
      }
      if (record.children) stack.push(record.children);
    }
  }
  return value;
}

/** The first differing line of the two trees' pretty JSON, with a little context, or null. */
function firstDifference(a: unknown, b: unknown): string | null {
  const left = JSON.stringify(a, null, 1).split('\n');
  const right = JSON.stringify(b, null, 1).split('\n');
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    if (left[i] !== right[i]) return `${left.slice(Math.max(0, i - 12), i + 3).join('\n')}\n--- vs ---\n${right.slice(Math.max(0, i - 12), i + 3).join('\n')}`;
  }
  return null;
}

describe('parsing in pieces', () => {
  it('gives the same tree as parsing the whole document', () => {
    const random = prng(20240607);
    for (let round = 0; round < 600; round++) {
      const text = randomDoc(random, 5 + Math.floor(random() * 60));
      const whole = parseMarkdown(text, false)!.root.children;
      const pieces = parseInPieces(new Source(text), null, 1).children;
      // Pieces never merge adjacent same-marker lists; compare everything else exactly.
      const difference = firstDifference(normalizeEnds(pieces, text), normalizeEnds(whole, text));
      if (difference !== null) expect.fail(`round ${round}\n${JSON.stringify(text)}\n${difference}`);
    }
  });
});
