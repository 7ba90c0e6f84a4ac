// UTF-8 byte counting and cutting without TextEncoder/Buffer (pure, code-point exact).

const bytesOf = (cp: number): number => (cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4);

/** The number of bytes `text` takes in UTF-8 (lone surrogates count as 3, as encoders replace them with U+FFFD). */
export function utf8Length(text: string): number {
  let n = 0;
  for (const ch of text) n += bytesOf(ch.codePointAt(0) ?? 0);
  return n;
}

/** The longest prefix of `text` that fits in `maxBytes` UTF-8 bytes; never splits a code point. */
export function utf8Prefix(text: string, maxBytes: number): string {
  let n = 0;
  let end = 0;
  for (const ch of text) {
    const b = bytesOf(ch.codePointAt(0) ?? 0);
    if (n + b > maxBytes) break;
    n += b;
    end += ch.length;
  }
  return text.slice(0, end);
}
