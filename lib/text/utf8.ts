// UTF-8 byte counting and cutting without TextEncoder/Buffer (pure, code-point exact).

/** Size of `text` encoded as UTF-8, without allocating the encoding (a lone surrogate counts 3, as encoders write U+FFFD). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

const bytesOf = (cp: number): number => (cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4);

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
