import type { PhrasingContent } from 'mdast';

/**
 * Text of inline markdown with, for every character, the source offset it came
 * from (so diagnostics inside a heading point at the right column). Emphasis
 * markers disappear, code spans keep their content, and `[x]` stays `[x]` even
 * when a definition would turn it into a link reference.
 */
export interface MappedText {
  text: string;
  offsets: number[];
}

type Item = PhrasingContent | string;

export function plainText(nodes: readonly PhrasingContent[], source: string): MappedText {
  let text = '';
  const offsets: number[] = [];
  const append = (value: string, start: number, exact: boolean): void => {
    for (let i = 0; i < value.length; i++) offsets.push(exact ? start + i : start);
    text += value;
  };
  // Explicit stack: absurdly nested emphasis must not overflow the call stack.
  const stack: Array<{ item: Item; at: number }> = [];
  for (let i = nodes.length - 1; i >= 0; i--) stack.push({ item: nodes[i]!, at: 0 });
  while (stack.length > 0) {
    const { item, at } = stack.pop()!;
    if (typeof item === 'string') {
      append(item, at, false);
      continue;
    }
    const start = item.position?.start.offset ?? 0;
    const end = item.position?.end.offset ?? start;
    switch (item.type) {
      case 'text':
      case 'html':
        append(item.value, start, source.slice(start, end) === item.value);
        break;
      case 'inlineCode': {
        const raw = source.slice(start, end);
        const index = raw.indexOf(item.value);
        append(item.value, index === -1 ? start : start + index, index !== -1);
        break;
      }
      case 'break':
        append(' ', start, false);
        break;
      case 'footnoteReference':
        append(source.slice(start, end), start, true);
        break;
      case 'image':
      case 'imageReference':
        append(item.alt ?? '', start, false);
        break;
      default:
        if ('children' in item) {
          const bracketed = item.type === 'linkReference' && item.referenceType !== 'full';
          if (bracketed) stack.push({ item: ']', at: end - 1 });
          for (let i = item.children.length - 1; i >= 0; i--) stack.push({ item: item.children[i]!, at: 0 });
          if (bracketed) stack.push({ item: '[', at: start });
        }
    }
  }
  return { text, offsets };
}
