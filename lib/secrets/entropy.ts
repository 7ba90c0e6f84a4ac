/** Heuristics that keep the secret finder quiet on placeholders, code and prose. */

/** Shannon entropy in bits per character. */
export function shannonEntropy(value: string): number {
  const counts = new Map<string, number>();
  for (const c of value) counts.set(c, (counts.get(c) ?? 0) + 1);
  const length = [...value].length;
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

/** How many of lower case, upper case, digits and other characters the value uses. */
export function characterClasses(value: string): number {
  return [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter((re) => re.test(value)).length;
}

/** Whether the value looks machine-generated or password-like rather than a word. */
export function looksRandom(value: string): boolean {
  const entropy = shannonEntropy(value);
  return (characterClasses(value) >= 2 && entropy >= 2.5) || (value.length >= 20 && entropy >= 3.5);
}

const PLACEHOLDER_PARTS = [
  '${', '{{', '}}', '<', '>', 'process.env', 'import.meta.env', 'os.environ', 'getenv', 'env(', 'env[', 'env.',
  'secrets.', 'vault:', 'xxx', '***', '...', '\u2026', 'changeme', 'change_me', 'change-me', 'example', 'placeholder',
  'your_', 'your-', 'yourkey', 'yourtoken', 'yourpassword', 'dummy', 'redacted', 'replace', 'insert', 'todo', 'fixme',
  'sample', 'fake', 'mock', 'test', 'lorem', 'foobar', 'password', 'passw0rd', '12345678', 'abcdefgh', 'qwerty',
];
const PLACEHOLDER_WORDS = new Set(['null', 'none', 'nil', 'undefined', 'true', 'false', 'string', 'required', 'optional', 'secret', 'token']);

/** Obvious placeholders: `xxx`, `<your-key>`, `${ENV}`, `$VAR`, `process.env.X`, `changeme`, `example`, … */
export function isPlaceholder(value: string): boolean {
  const lower = value.toLowerCase();
  if (/^[$%@[(]/.test(value)) return true;
  if (PLACEHOLDER_WORDS.has(lower)) return true;
  if (/^(.)\1*$/.test(lower.replace(/[-_.]/g, ''))) return true;
  return PLACEHOLDER_PARTS.some((part) => lower.includes(part));
}

/**
 * Whether the value reads as code or a name rather than a secret: a call, a dotted path,
 * a CONSTANT_NAME, a camelCase or snake_case identifier, or a kebab-case slug of words.
 */
export function looksLikeCode(value: string): boolean {
  return /[()]/.test(value) ||
    /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)+$/.test(value) ||
    /^[A-Z][A-Z0-9_]*$/.test(value) ||
    /^[a-z]+([A-Z][a-z]*)+$/.test(value) ||
    /^[a-z]+(_[a-z]+)+$/.test(value) ||
    /^[a-z]+(-[a-z]+)+$/.test(value);
}

/**
 * A token-shaped placeholder: mostly `x` or `X` (`ghp_xxxx…`, `AKIAXXXXXXXXXXXXXXXX`,
 * `xoxb-xxxx-xxxx`), or naming itself an example. A real token is random, so at most a
 * few of its characters are `x`.
 */
export function isMaskedPlaceholder(value: string): boolean {
  const alnum = value.replace(/[^A-Za-z0-9]/g, '');
  const xs = alnum.replace(/[^xX]/g, '').length;
  return (alnum.length > 0 && xs * 2 >= alnum.length) || /example|your[_-]?(token|key|secret)/i.test(value);
}
