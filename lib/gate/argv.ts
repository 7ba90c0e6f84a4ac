// One word's value: the only unquoting OpenForge does (docs/design.md#gates).

/**
 * The value of one raw word as the lexer (lib/gate/scan.ts) cut it: quotes and escapes
 * removed the way bash removes them (a backslash escapes any character outside quotes;
 * inside double quotes only `"`, `\\`, `$` and `` ` ``). Variables and globs stay as
 * written: the exec command quotes every word, so they reach the program literally.
 */
export function wordValue(raw: string): string {
  let out = '';
  let i = 0;
  while (i < raw.length) {
    const c = raw[i] as string;
    if (c === '\\') {
      out += raw[i + 1] ?? '';
      i += 2;
    } else if (c === "'") {
      const close = raw.indexOf("'", i + 1);
      const end = close < 0 ? raw.length : close;
      out += raw.slice(i + 1, end);
      i = end + 1;
    } else if (c === '"') {
      let j = i + 1;
      while (j < raw.length && raw[j] !== '"') {
        if (raw[j] === '\\' && j + 1 < raw.length && '"\\$`'.includes(raw[j + 1] as string)) j += 1;
        out += raw[j];
        j += 1;
      }
      i = j + 1;
    } else {
      out += c;
      i += 1;
    }
  }
  return out;
}
