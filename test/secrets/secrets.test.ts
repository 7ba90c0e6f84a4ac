import { describe, expect, it } from 'vitest';
import { anySecret, findSecrets, findSecretSpans, redactDeep, redactSecrets, SECRET_KINDS, SECRET_RULE_ID } from '../../lib/secrets/index.js';
import { FAKE } from './fixtures.js';

interface Hit {
  readonly name: string;
  /** The text around the secret: `{}` marks where it goes. */
  readonly around: string;
  readonly secret: string;
  readonly kind: string;
  /** A public, fixed prefix of the secret (`github_pat_`, a webhook's host) that messages may name. */
  readonly publicPrefix?: string;
}

const HITS: readonly Hit[] = [
  { name: 'AWS access key id', around: 'aws key {} here', secret: FAKE.aws, kind: 'aws-access-key-id' },
  { name: 'AWS session key id', around: 'AWS_ACCESS_KEY_ID={}', secret: FAKE.awsSession, kind: 'aws-access-key-id' },
  { name: 'GitHub classic token', around: 'token: {}', secret: FAKE.githubClassic, kind: 'github-token' },
  { name: 'GitHub OAuth token', around: 'use {} for the API', secret: FAKE.githubOauth, kind: 'github-token' },
  { name: 'GitHub fine-grained token', around: 'GH_TOKEN="{}"', secret: FAKE.githubFine, kind: 'github-token', publicPrefix: 'github_pat_' },
  { name: 'GitLab token', around: 'git clone with {}', secret: FAKE.gitlab, kind: 'gitlab-token' },
  { name: 'Slack token', around: 'slack: {}', secret: FAKE.slack, kind: 'slack-token' },
  { name: 'Slack webhook', around: 'post to {} on failure', secret: FAKE.slackWebhook, kind: 'slack-webhook', publicPrefix: 'https://hooks.slack.com/services/' },
  { name: 'OpenAI project key', around: 'OPENAI_API_KEY={}', secret: FAKE.openai, kind: 'openai-api-key' },
  { name: 'OpenAI legacy key', around: 'key {}.', secret: FAKE.openaiLegacy, kind: 'openai-api-key' },
  { name: 'Anthropic key', around: 'ANTHROPIC_API_KEY={}', secret: FAKE.anthropic, kind: 'anthropic-api-key' },
  { name: 'Google API key', around: 'maps key `{}`', secret: FAKE.google, kind: 'google-api-key' },
  { name: 'Stripe live key', around: 'stripe {}', secret: FAKE.stripe, kind: 'stripe-secret-key' },
  { name: 'Stripe restricted key', around: 'stripe {}', secret: FAKE.stripeRestricted, kind: 'stripe-secret-key' },
  { name: 'npm token', around: '//registry.npmjs.org/:_authToken={}', secret: FAKE.npm, kind: 'npm-token' },
  { name: 'JWT', around: 'session cookie {} expires', secret: FAKE.jwt, kind: 'jwt' },
  { name: 'Bearer header', around: 'curl -H "Authorization: Bearer {}"', secret: FAKE.bearer, kind: 'bearer-token' },
  { name: 'Basic auth header', around: 'Authorization: Basic {}', secret: FAKE.basic, kind: 'basic-auth' },
  { name: 'URL with credentials', around: 'DATABASE_URL=postgres://app:{}@db.internal:5432/app', secret: FAKE.urlPassword, kind: 'url-credentials' },
  { name: 'private key block', around: 'key:\n{}\nend', secret: FAKE.privateKey, kind: 'private-key' },
  { name: '.env password', around: 'DB_PASSWORD={}', secret: FAKE.password, kind: 'secret-assignment' },
  { name: 'JSON apiKey', around: '{ "apiKey": "{}" }', secret: FAKE.apiKey, kind: 'secret-assignment' },
  { name: 'YAML client_secret', around: 'client_secret: {}', secret: FAKE.clientSecret, kind: 'secret-assignment' },
  { name: 'quoted access_key', around: "access_key = '{}'", secret: FAKE.accessKey, kind: 'secret-assignment' },
  { name: 'query string password', around: 'https://api.internal/login?user=bob&password={}&x=1', secret: FAKE.password, kind: 'secret-assignment' },
];

const NEGATIVES: readonly string[] = [
  'the token is stored in a cookie',
  'password reset flow',
  'Set `JWT_SECRET` in .env',
  'Replace the custom session cookie system with JWT-based auth.',
  'Implement JWT middleware in `src/auth/jwt.ts`',
  'api_key: <your-key>',
  'API_KEY=${API_KEY}',
  'password: $DB_PASSWORD',
  'token = process.env.GITHUB_TOKEN',
  'secret: changeme',
  'password=example123',
  'const token = await getToken(req);',
  'token: string;',
  'max_tokens: 4096',
  'passwordHash = hashed_value_here',
  'Secret: nobody must know',
  '**Token:** a JWT signed with RS256',
  'Bearer tokens are sent in the Authorization header',
  'Visit http://localhost:3000/login and sign in as admin@example.com',
  'postgres://postgres:postgres@localhost:5432/dev',
  'Paste the `-----BEGIN PRIVATE KEY-----` block into the vault',
  'AKIAIOSFODNN7EXAMPLE is the documented example key',
  'a risk-assessment-framework-for-all-teams',
  'The eyJ prefix marks a base64 JSON header',
  'sessionToken: SESSION_TOKEN_NAME',
  'token_url: https://auth.example.com/oauth/token',
  '- **Gate:** `npm test`',
  'secrets:\n  - name: db',
  'Rotate the API key every 90 days; tokens expire after 1h.',
  'password_min_length: 12',
];

/** The hit placed on line 2 of a small document, with its expected position. */
function place(hit: Hit): { text: string; line: number; column: number } {
  const prefix = hit.around.slice(0, hit.around.indexOf('{}'));
  const text = `# PRD: Test\n${hit.around.replace('{}', hit.secret)}\n## Phases\n`;
  const lastBreak = prefix.lastIndexOf('\n');
  return { text, line: 2 + prefix.split('\n').length - 1, column: prefix.length - lastBreak };
}

/** Every 5-character piece of the secret (past its public prefix): none may appear in a message. */
const pieces = (secret: string): string[] => Array.from({ length: Math.max(0, secret.length - 4) }, (_, i) => secret.slice(i, i + 5));

describe('findSecrets', () => {
  it.each(HITS.map((h) => [h.name, h] as const))('finds %s', (_name, hit) => {
    const { text, line, column } = place(hit);
    const diagnostics = findSecrets(text);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ severity: 'warning', ruleId: SECRET_RULE_ID, line, column });
    const message = diagnostics[0]?.message ?? '';
    expect(message).not.toContain(hit.secret);
    for (const piece of pieces(hit.secret.slice(hit.publicPrefix?.length ?? 0))) expect(message).not.toContain(piece);
  });

  it.each(NEGATIVES.map((t) => [t] as const))('stays quiet on %j', (text) => {
    expect(findSecrets(text)).toEqual([]);
    expect(redactSecrets(text)).toBe(text);
  });

  it('reports each secret of a document at its own line and column', () => {
    const text = `one ${FAKE.aws}\n\ntwo\tDB_PASSWORD=${FAKE.password} and ${FAKE.githubClassic}\n`;
    expect(findSecrets(text).map((d) => [d.line, d.column])).toEqual([[1, 5], [3, 17], [3, 32]]);
  });

  it('uses the possible-secret rule id and only known kinds', () => {
    expect(SECRET_RULE_ID).toBe('possible-secret');
    for (const hit of HITS) expect(SECRET_KINDS).toContain(hit.kind);
  });

  it('returns nothing for an empty text', () => {
    expect(findSecrets('')).toEqual([]);
    expect(redactSecrets('')).toBe('');
  });
});

describe('redactSecrets', () => {
  it.each(HITS.map((h) => [h.name, h] as const))('redacts %s', (_name, hit) => {
    const { text } = place(hit);
    const expected = text.replace(hit.secret, `[REDACTED:${hit.kind}]`);
    expect(redactSecrets(text)).toBe(expected);
    expect(findSecretSpans(text).map((s) => s.kind)).toEqual([hit.kind]);
  });

  it('keeps the key of an assignment and the rest of a URL', () => {
    expect(redactSecrets(`DB_PASSWORD=${FAKE.password}`)).toBe('DB_PASSWORD=[REDACTED:secret-assignment]');
    expect(redactSecrets(`postgres://app:${FAKE.urlPassword}@db:5432/x`)).toBe('postgres://app:[REDACTED:url-credentials]@db:5432/x');
  });

  it('redacts several secrets and is idempotent', () => {
    const text = `a ${FAKE.aws} b ${FAKE.jwt} c\n${FAKE.privateKey}\nd token=${FAKE.apiKey}`;
    const once = redactSecrets(text);
    expect(once).toBe('a [REDACTED:aws-access-key-id] b [REDACTED:jwt] c\n[REDACTED:private-key]\nd token=[REDACTED:secret-assignment]');
    expect(redactSecrets(once)).toBe(once);
    expect(findSecrets(once)).toEqual([]);
  });

  it('redacts a private key block whose END line is missing (a truncated log tail)', () => {
    const truncated = FAKE.privateKey.slice(0, FAKE.privateKey.indexOf('-----END'));
    const redacted = redactSecrets(`log:\n${truncated}npm ERR! failed`);
    expect(redacted).toBe('log:\n[REDACTED:private-key]\nnpm ERR! failed');
  });

  it('redacts a key pasted on one line with \\n escapes', () => {
    const oneLine = FAKE.privateKey.replace(/\n/g, '\\n');
    expect(redactSecrets(`"key": "${oneLine}"`)).toBe('"key": "[REDACTED:private-key]"');
  });
});

describe('anySecret and redactDeep (one scan of many texts)', () => {
  const texts = HITS.map((hit) => hit.around.replace('{}', hit.secret));

  it('finds every secret a text holds alone, wherever it stands among others', () => {
    for (const [i, text] of texts.entries()) {
      expect(findSecretSpans(text).length, HITS[i]!.name).toBeGreaterThan(0);
      for (const others of [[], NEGATIVES.slice(0, 3), NEGATIVES.slice(-3)]) {
        expect(anySecret([...others, text]), HITS[i]!.name).toBe(true);
        expect(anySecret([text, ...others]), HITS[i]!.name).toBe(true);
        expect(anySecret([...others.slice(0, 1), text, ...others.slice(1)]), HITS[i]!.name).toBe(true);
      }
    }
  });

  it('stays quiet on texts that hold none, alone or joined', () => {
    expect(anySecret(NEGATIVES)).toBe(false);
    expect(anySecret([])).toBe(false);
    const value = { a: NEGATIVES.slice(0, 10), b: { c: NEGATIVES[10], d: [NEGATIVES[11], 3, null] } };
    expect(redactDeep(value)).toBe(value);
  });

  it('redacts in a document what redactSecrets redacts in each text, a secret after a quote too', () => {
    for (const [i, text] of texts.entries()) {
      const document = { id: 'x', notes: [NEGATIVES[0], { text }], n: 1 };
      expect(redactDeep(document), HITS[i]!.name).toEqual({ id: 'x', notes: [NEGATIVES[0], { text: redactSecrets(text) }], n: 1 });
      expect(redactSecrets(text), HITS[i]!.name).not.toBe(text);
    }
  });
});

describe('performance', () => {
  it('scans 10 MB of text in linear time', () => {
    const prose = 'The token is stored in a cookie; the password reset flow reads `JWT_SECRET` from .env. ' +
      'Run npm test -- --grep=token and see http://localhost:3000/path for details. ';
    const chunk = `${prose.repeat(600)}\nDB_PASSWORD=${FAKE.password} ${FAKE.aws}\n`;
    const text = chunk.repeat(Math.ceil(10_000_000 / chunk.length));
    expect(text.length).toBeGreaterThanOrEqual(10_000_000);
    const diagnostics = findSecrets(text);
    expect(diagnostics.length).toBe(2 * Math.ceil(10_000_000 / chunk.length));
    expect(redactSecrets(text)).not.toContain(FAKE.aws);
  });

  it('stays fast on adversarial runs of prefixes', () => {
    for (const unit of ['sk-', 'eyJ', 'ghp_', 'password=', 'token: "', '://a:b', '-----BEGIN PRIVATE KEY-----\n', 'Bearer ']) {
      const text = unit.repeat(Math.ceil(1_000_000 / unit.length));
      expect(() => redactSecrets(text), unit).not.toThrow();
    }
  });
});
