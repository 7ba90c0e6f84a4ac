import { createRequire as __openforgeCreateRequire } from 'node:module';
const require = __openforgeCreateRequire(import.meta.url);
import {
  warning
} from "./chunk-UAEVGYVT.mjs";

// lib/secrets/entropy.ts
function shannonEntropy(value) {
  const counts = /* @__PURE__ */ new Map();
  for (const c of value) counts.set(c, (counts.get(c) ?? 0) + 1);
  const length = [...value].length;
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / length;
    bits -= p * Math.log2(p);
  }
  return bits;
}
function characterClasses(value) {
  return [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter((re) => re.test(value)).length;
}
function looksRandom(value) {
  const entropy = shannonEntropy(value);
  return characterClasses(value) >= 2 && entropy >= 2.5 || value.length >= 20 && entropy >= 3.5;
}
var PLACEHOLDER_PARTS = [
  "${",
  "{{",
  "}}",
  "<",
  ">",
  "process.env",
  "import.meta.env",
  "os.environ",
  "getenv",
  "env(",
  "env[",
  "env.",
  "secrets.",
  "vault:",
  "xxx",
  "***",
  "...",
  "…",
  "changeme",
  "change_me",
  "change-me",
  "example",
  "placeholder",
  "your_",
  "your-",
  "yourkey",
  "yourtoken",
  "yourpassword",
  "dummy",
  "redacted",
  "replace",
  "insert",
  "todo",
  "fixme",
  "sample",
  "fake",
  "mock",
  "test",
  "lorem",
  "foobar",
  "password",
  "passw0rd",
  "12345678",
  "abcdefgh",
  "qwerty"
];
var PLACEHOLDER_WORDS = /* @__PURE__ */ new Set(["null", "none", "nil", "undefined", "true", "false", "string", "required", "optional", "secret", "token"]);
function isPlaceholder(value) {
  const lower = value.toLowerCase();
  if (/^[$%@[(]/.test(value)) return true;
  if (PLACEHOLDER_WORDS.has(lower)) return true;
  if (/^(.)\1*$/.test(lower.replace(/[-_.]/g, ""))) return true;
  return PLACEHOLDER_PARTS.some((part) => lower.includes(part));
}
function looksLikeCode(value) {
  return /[()]/.test(value) || /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)+$/.test(value) || /^[A-Z][A-Z0-9_]*$/.test(value) || /^[a-z]+([A-Z][a-z]*)+$/.test(value) || /^[a-z]+(_[a-z]+)+$/.test(value) || /^[a-z]+(-[a-z]+)+$/.test(value);
}

// lib/secrets/assignment.ts
var KEYWORD = /passw(?:or)?d|passphrase|secret|token|api[_-]?key|access[_-]?key|private[_-]?key/gi;
var KEY_CHAR = /[A-Za-z0-9_.-]/;
var NOT_A_SECRET_SUFFIX = new RegExp(
  "^(s|es|izer|ize|ization|less|name|names|id|ids|type|types|len|length|path|file|url|uri|endpoint|arn|ref|field|header|prefix|expiry|expires|expiration|exp|ttl|lifetime|count|policy|rotation|store|manager|provider|label|description|hint|reset|required|strength|min|max|hash|hashed|salt|format|version|limit|usage|budget|kind|mode|env|var|source|location|dir|param|schema|regex|pattern|validator|validation|rules|input|confirmation|confirm|changed|updated|created|scope|scopes|audience|issuer|algorithm|alg|count|cookie|storage|key_name|ref)([_.-]|$)"
);
var VALUE_END = /[\s"'`,;&)}\]<>|*]/;
var MAX_KEY = 96;
var MAX_VALUE = 512;
var MIN_VALUE = 8;
var DESCRIPTION = "a hard-coded password, token or secret value";
var isKeyChar = (c) => c !== void 0 && KEY_CHAR.test(c);
function operatorEnd(text, at) {
  let p = at;
  while (p < text.length && p - at < 16 && (text[p] === " " || text[p] === "	")) p += 1;
  const c = text[p];
  if (c === "=") return text[p + 1] === "=" || text[p + 1] === ">" ? p + 2 : p + 1;
  if (c !== ":") return -1;
  if (text[p + 1] === "=") return p + 2;
  if (text[p + 1] === ":" || text.startsWith("//", p + 1)) return -1;
  return p + 1;
}
function valueAt(text, from) {
  let p = from;
  while (p < text.length && p - from < 16 && (text[p] === " " || text[p] === "	")) p += 1;
  const quote = text[p];
  if (quote === '"' || quote === "'" || quote === "`") {
    let j2 = p + 1;
    while (j2 < text.length && j2 - p <= MAX_VALUE && text[j2] !== quote && text[j2] !== "\n") j2 += text[j2] === "\\" ? 2 : 1;
    return text[j2] === quote ? [p + 1, j2] : null;
  }
  let j = p;
  while (j < text.length && j - p < MAX_VALUE && !VALUE_END.test(text[j])) j += 1;
  while (j > p && (text[j - 1] === "." || text[j - 1] === ":")) j -= 1;
  return j > p ? [p, j] : null;
}
function isSecretValue(value) {
  return value.length >= MIN_VALUE && !/\s/.test(value) && !isPlaceholder(value) && !looksLikeCode(value) && looksRandom(value);
}
function findAssignedSecrets(text) {
  const spans = [];
  const keyword = new RegExp(KEYWORD.source, "gi");
  const inKey = new RegExp(KEYWORD.source, "gi");
  for (let match = keyword.exec(text); match !== null; match = keyword.exec(text)) {
    let keyEnd = match.index + match[0].length;
    while (keyEnd - match.index < MAX_KEY && isKeyChar(text[keyEnd])) keyEnd += 1;
    const key = text.slice(match.index, keyEnd);
    let suffixStart = match[0].length;
    inKey.lastIndex = suffixStart;
    for (let next = inKey.exec(key); next !== null; next = inKey.exec(key)) suffixStart = next.index + next[0].length;
    keyword.lastIndex = keyEnd;
    const suffix = key.slice(suffixStart).replace(/^[_.-]+/, "").toLowerCase();
    if (suffix !== "" && NOT_A_SECRET_SUFFIX.test(suffix)) continue;
    let p = keyEnd;
    if (text[p] === '"' || text[p] === "'") p += 1;
    const afterOperator = operatorEnd(text, p);
    if (afterOperator < 0) continue;
    const value = valueAt(text, afterOperator);
    if (value === null) continue;
    keyword.lastIndex = Math.max(keyword.lastIndex, value[1]);
    if (!isSecretValue(text.slice(value[0], value[1]))) continue;
    spans.push({ start: value[0], end: value[1], kind: "secret-assignment", description: DESCRIPTION });
  }
  return spans;
}

// lib/secrets/patterns.ts
var hasLetterAndDigit = (s) => /[A-Za-z]/.test(s) && /[0-9]/.test(s);
var SECRET_PATTERNS = [
  {
    kind: "aws-access-key-id",
    description: "an AWS access key id",
    regex: /\b(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z0-9]{16}(?![A-Za-z0-9])/g,
    accept: (s) => !s.includes("EXAMPLE")
  },
  {
    kind: "github-token",
    description: "a GitHub token",
    regex: /(?<![A-Za-z0-9_])(?:gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{22,255})(?![A-Za-z0-9_])/g
  },
  { kind: "gitlab-token", description: "a GitLab access token", regex: /(?<![A-Za-z0-9_-])glpat-[A-Za-z0-9_-]{20,255}(?![A-Za-z0-9_-])/g },
  {
    kind: "slack-token",
    description: "a Slack token",
    regex: /(?<![A-Za-z0-9-])(?:xox[abprs]-[A-Za-z0-9-]{10,255}|xapp-\d-[A-Za-z0-9-]{10,255})(?![A-Za-z0-9-])/g
  },
  { kind: "slack-webhook", description: "a Slack webhook URL", regex: /https:\/\/hooks\.slack\.com\/services\/[A-Za-z0-9_/]{20,255}/g },
  {
    kind: "anthropic-api-key",
    description: "an Anthropic API key",
    regex: /(?<![A-Za-z0-9_-])sk-ant-[A-Za-z0-9_-]{20,255}(?![A-Za-z0-9_-])/g
  },
  {
    kind: "openai-api-key",
    description: "an OpenAI API key",
    regex: /(?<![A-Za-z0-9_-])sk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,255}(?![A-Za-z0-9_-])/g,
    accept: (s) => !s.startsWith("sk-ant-") && hasLetterAndDigit(s.slice(3))
  },
  { kind: "google-api-key", description: "a Google API key", regex: /(?<![0-9A-Za-z_-])AIza[0-9A-Za-z_-]{35}(?![0-9A-Za-z_-])/g },
  {
    kind: "stripe-secret-key",
    description: "a Stripe secret or restricted key",
    regex: /(?<![0-9A-Za-z_])(?:sk|rk)_(?:live|test)_[0-9A-Za-z]{16,255}(?![0-9A-Za-z])/g
  },
  { kind: "npm-token", description: "an npm access token", regex: /(?<![A-Za-z0-9_])npm_[A-Za-z0-9]{36}(?![A-Za-z0-9])/g },
  {
    kind: "jwt",
    description: "a JSON Web Token",
    regex: /(?<![A-Za-z0-9_.-])eyJ[A-Za-z0-9_-]{5,4096}\.eyJ[A-Za-z0-9_-]{5,8192}\.[A-Za-z0-9_-]{10,4096}(?![A-Za-z0-9_-])/g
  },
  {
    kind: "bearer-token",
    description: "a bearer token",
    regex: /\b[Bb]earer[ \t]+([A-Za-z0-9._~+/-]{20,4096}=*)(?![A-Za-z0-9._~+/=-])/dg,
    group: 1,
    accept: (s) => looksRandom(s) && characterClasses(s) >= 2 && !isPlaceholder(s)
  },
  {
    kind: "basic-auth",
    description: "HTTP basic-auth credentials",
    regex: /\bAuthorization[ \t]*[:=][ \t]*["']?Basic[ \t]+([A-Za-z0-9+/]{8,4096}={0,2})(?![A-Za-z0-9+/=])/dgi,
    group: 1,
    accept: (s) => !isPlaceholder(s)
  },
  {
    kind: "url-credentials",
    description: "a password inside a URL (scheme://user:password@host)",
    regex: /:\/\/([^\s:@/?#"'<>`]{1,256}):([^\s@/?#"'<>`]{1,256})@/dg,
    group: 2,
    // A password equal to the user name (`postgres:postgres`) is a local default, not a secret.
    accept: (s, m) => s.length >= 3 && s !== m[1] && !isPlaceholder(s) && !/^(pass|pwd|secret|\*+)$/i.test(s)
  }
];

// lib/secrets/private-key.ts
var BEGIN_PATTERN = /-----BEGIN [A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----/g;
var END_PATTERN = /-----END [A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----/g;
var WINDOW = 64 * 1024;
var BODY_LINE = /^[A-Za-z0-9+/=]{16,}$/;
var HEADER_LINE = /^[A-Za-z-]+: ?\S/;
var DESCRIPTION2 = "a private key";
function bodyEnd(text, from) {
  const limit = Math.min(text.length, from + WINDOW);
  let at = from;
  let end = null;
  const firstBreak = text.indexOf("\n", at);
  const firstLineEnd = firstBreak < 0 || firstBreak > limit ? limit : firstBreak;
  const rest = text.slice(at, firstLineEnd).trim();
  if (rest !== "" && /^[A-Za-z0-9+/=\\]{16,}$/.test(rest)) end = firstLineEnd;
  at = firstLineEnd + 1;
  while (at < limit) {
    const lineBreak = text.indexOf("\n", at);
    const lineEnd = lineBreak < 0 || lineBreak > limit ? limit : lineBreak;
    const line = text.slice(at, lineEnd).trim();
    if (BODY_LINE.test(line)) end = lineEnd;
    else if (!(HEADER_LINE.test(line) || line === "" && end === null)) break;
    at = lineEnd + 1;
  }
  return end;
}
function findPrivateKeys(text) {
  const spans = [];
  let nextEnd = -2;
  let nextEndLength = 0;
  const BEGIN = new RegExp(BEGIN_PATTERN.source, "g");
  const END = new RegExp(END_PATTERN.source, "g");
  for (let match = BEGIN.exec(text); match !== null; match = BEGIN.exec(text)) {
    const start = match.index;
    const afterHeader = start + match[0].length;
    if (nextEnd === -2 || nextEnd >= 0 && nextEnd < afterHeader) {
      END.lastIndex = afterHeader;
      const end2 = END.exec(text);
      nextEnd = end2 === null ? -1 : end2.index;
      nextEndLength = end2 === null ? 0 : end2[0].length;
    }
    let end = null;
    if (nextEnd >= 0 && nextEnd - afterHeader <= WINDOW) end = nextEnd + nextEndLength;
    else end = bodyEnd(text, afterHeader);
    if (end === null) continue;
    spans.push({ start, end, kind: "private-key", description: DESCRIPTION2 });
    BEGIN.lastIndex = end;
  }
  return spans;
}

// lib/secrets/find.ts
function patternSpans(text, pattern, priority) {
  const out = [];
  const regex = new RegExp(pattern.regex.source, pattern.regex.flags);
  for (const match of text.matchAll(regex)) {
    const group = pattern.group ?? 0;
    const where = group === 0 ? [match.index, match.index + match[0].length] : match.indices?.[group];
    const secret = match[group];
    if (where === void 0 || secret === void 0) continue;
    if (pattern.accept !== void 0 && !pattern.accept(secret, match)) continue;
    out.push({ start: where[0], end: where[1], kind: pattern.kind, description: pattern.description, priority });
  }
  return out;
}
function findSecretSpans(text) {
  const ranked = [
    ...findPrivateKeys(text).map((s) => ({ ...s, priority: -1 })),
    ...SECRET_PATTERNS.flatMap((pattern, i) => patternSpans(text, pattern, i)),
    ...findAssignedSecrets(text).map((s) => ({ ...s, priority: SECRET_PATTERNS.length }))
  ];
  ranked.sort((a, b) => a.start - b.start || b.end - a.end || a.priority - b.priority);
  const merged = [];
  for (const span of ranked) {
    const last = merged[merged.length - 1];
    if (last !== void 0 && span.start < last.end) {
      if (span.end > last.end) merged[merged.length - 1] = { ...last, end: span.end };
      continue;
    }
    merged.push({ start: span.start, end: span.end, kind: span.kind, description: span.description });
  }
  return merged;
}

// lib/secrets/find-secrets.ts
var SECRET_RULE_ID = "possible-secret";
function lineStarts(text) {
  const starts = [0];
  for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  return starts;
}
function position(starts, offset) {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = lo + hi + 1 >> 1;
    if (starts[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: offset - starts[lo] + 1 };
}
function message(description, kind) {
  return `This looks like ${description}. A PRD is copied into sub-agent tasks and run logs, so it must not hold secrets. Expected a reference to where the secret lives instead (an environment variable name such as \`$API_TOKEN\`, or a secrets manager). Fix: remove it from the PRD and rotate it if the file was ever shared; until then OpenForge replaces it with [REDACTED:${kind}] in every task text, log tail and escalation it writes.`;
}
function findSecrets(text) {
  const spans = findSecretSpans(text);
  if (spans.length === 0) return [];
  const starts = lineStarts(text);
  return spans.map((span) => warning({ ruleId: SECRET_RULE_ID, message: message(span.description, span.kind), ...position(starts, span.start) }));
}

// lib/secrets/redact.ts
var redactionMarker = (kind) => `[REDACTED:${kind}]`;
function redactSecrets(text) {
  const spans = findSecretSpans(text);
  if (spans.length === 0) return text;
  const parts = [];
  let at = 0;
  for (const span of spans) {
    parts.push(text.slice(at, span.start), redactionMarker(span.kind));
    at = span.end;
  }
  parts.push(text.slice(at));
  return parts.join("");
}

// lib/text/utf8.ts
function utf8Length(text) {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 128) bytes += 1;
    else if (code < 2048) bytes += 2;
    else if (code >= 55296 && code <= 56319 && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 56320 && next <= 57343) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}
var bytesOf = (cp) => cp < 128 ? 1 : cp < 2048 ? 2 : cp < 65536 ? 3 : 4;
function utf8Prefix(text, maxBytes) {
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

// lib/text/lines.ts
var normalizeNewlines = (text) => text.replace(/\r\n?/g, "\n");
function tailChars(text, limit) {
  const clean = normalizeNewlines(text).trimEnd();
  return clean.length <= limit ? clean : `…${clean.slice(clean.length - limit + 1)}`;
}

export {
  utf8Length,
  utf8Prefix,
  normalizeNewlines,
  tailChars,
  findSecrets,
  redactSecrets
};
