import { isPlaceholder, looksLikeCode, looksRandom } from './entropy.js';
import type { SecretSpan } from './span.js';

/**
 * Generic hard-coded secrets: a key named like a secret (`DB_PASSWORD`, `"apiKey"`,
 * `client_secret`) followed by `=` or `:` and a value of at least 8 characters that
 * looks random. Written as a hand scanner around a plain keyword search, so it stays
 * linear; the key is never reported, only the value is redacted.
 */

const KEYWORD = /passw(?:or)?d|passphrase|(?<![A-Za-z])pass(?![A-Za-z])|(?<![A-Za-z])pwd(?![A-Za-z])|credentials?|secret|token|api[_-]?key|access[_-]?key|private[_-]?key|account[_-]?key/gi;
const KEY_CHAR = /[A-Za-z0-9_.-]/;
/** A key whose name goes on like this names something about a secret, not the secret. */
const NOT_A_SECRET_SUFFIX = new RegExp(
  '^(s|es|izer|ize|ization|less|name|names|id|ids|type|types|len|length|path|file|url|uri|endpoint|arn|ref|field|' +
  'header|prefix|expiry|expires|expiration|exp|ttl|lifetime|count|policy|rotation|store|manager|provider|label|' +
  'description|hint|reset|required|strength|min|max|hash|hashed|salt|format|version|limit|usage|budget|kind|mode|' +
  'env|var|source|location|dir|param|schema|regex|pattern|validator|validation|rules|input|confirmation|confirm|' +
  'changed|updated|created|scope|scopes|audience|issuer|algorithm|alg|count|cookie|storage|key_name|ref)([_.-]|$)',
);
const VALUE_END = /[\s"'`,;&)}\]<>|*]/;
const MAX_KEY = 96;
const MAX_VALUE = 512;
const MIN_VALUE = 8;
const DESCRIPTION = 'a hard-coded password, token or secret value';

const isKeyChar = (c: string | undefined): boolean => c !== undefined && KEY_CHAR.test(c);

/** Offset just past `=`, `:`, `:=`, `=>` or `==` at `at` (after blanks), or -1. */
function operatorEnd(text: string, at: number): number {
  let p = at;
  while (p < text.length && p - at < 16 && (text[p] === ' ' || text[p] === '\t')) p += 1;
  const c = text[p];
  if (c === '=') return text[p + 1] === '=' || text[p + 1] === '>' ? p + 2 : p + 1;
  if (c !== ':') return -1;
  if (text[p + 1] === '=') return p + 2;
  if (text[p + 1] === ':' || text.startsWith('//', p + 1)) return -1;
  return p + 1;
}

/** The value's [start, end) after the operator, or null. */
function valueAt(text: string, from: number): [number, number] | null {
  let p = from;
  while (p < text.length && p - from < 16 && (text[p] === ' ' || text[p] === '\t')) p += 1;
  const quote = text[p];
  if (quote === '"' || quote === "'" || quote === '`') {
    let j = p + 1;
    while (j < text.length && j - p <= MAX_VALUE && text[j] !== quote && text[j] !== '\n') j += text[j] === '\\' ? 2 : 1;
    return text[j] === quote ? [p + 1, j] : null;
  }
  let j = p;
  while (j < text.length && j - p < MAX_VALUE && !VALUE_END.test(text[j] as string)) j += 1;
  while (j > p && (text[j - 1] === '.' || text[j - 1] === ':')) j -= 1;
  return j > p ? [p, j] : null;
}

/** A file path (`PWD=/home/me`, `credentials=~/.aws/credentials`), not the secret itself. */
const isPath = (value: string): boolean => /^(?:\/|~\/|\.{1,2}\/)/.test(value);

function isSecretValue(value: string): boolean {
  return value.length >= MIN_VALUE && !isPath(value) && !/\s/.test(value) && !isPlaceholder(value) && !looksLikeCode(value) && looksRandom(value);
}

export function findAssignedSecrets(text: string): SecretSpan[] {
  const spans: SecretSpan[] = [];
  const keyword = new RegExp(KEYWORD.source, 'gi');
  const inKey = new RegExp(KEYWORD.source, 'gi');
  for (let match = keyword.exec(text); match !== null; match = keyword.exec(text)) {
    // The key runs on past the keyword; judge it by its last keyword (`secrets_token` is a token).
    let keyEnd = match.index + match[0].length;
    while (keyEnd - match.index < MAX_KEY && isKeyChar(text[keyEnd])) keyEnd += 1;
    const key = text.slice(match.index, keyEnd);
    let suffixStart = match[0].length;
    inKey.lastIndex = suffixStart;
    for (let next = inKey.exec(key); next !== null; next = inKey.exec(key)) suffixStart = next.index + next[0].length;
    // Every later keyword inside this key has been judged with it; resume after the key.
    keyword.lastIndex = keyEnd;
    const suffix = key.slice(suffixStart).replace(/^[_.-]+/, '').toLowerCase();
    if (suffix !== '' && NOT_A_SECRET_SUFFIX.test(suffix)) continue;
    let p = keyEnd;
    if (text[p] === '"' || text[p] === "'") p += 1;
    let afterOperator = operatorEnd(text, p);
    // `password Xk9…` with no `=`: only a password keyword, only a random-looking word (not prose).
    if (afterOperator < 0 && suffix === '' && /^pass(?:w(?:or)?d|phrase)$/i.test(match[0]) && (text[p] === ' ' || text[p] === '\t')) afterOperator = p;
    if (afterOperator < 0) continue;
    const value = valueAt(text, afterOperator);
    if (value === null) continue;
    // A value is never a key: resume after it, whatever it is.
    keyword.lastIndex = Math.max(keyword.lastIndex, value[1]);
    if (!isSecretValue(text.slice(value[0], value[1]))) continue;
    spans.push({ start: value[0], end: value[1], kind: 'secret-assignment', description: DESCRIPTION });
  }
  return spans;
}
