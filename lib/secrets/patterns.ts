import { characterClasses, isPlaceholder, looksRandom } from './entropy.js';

/**
 * Secrets recognised by their shape. Every pattern starts with a literal prefix that may
 * not follow a character of the token's own class (so a long run is tried from one
 * start, not from each of its positions) and uses bounded repetition, so a scan stays
 * linear on large inputs.
 */
export interface SecretPattern {
  /** Short stable name, used in `[REDACTED:<kind>]`. */
  readonly kind: string;
  /** How messages name it. */
  readonly description: string;
  /** Global (and `d` when `group` is set). */
  readonly regex: RegExp;
  /**
   * Every match holds one of these (lowercase, and looked for in the lowercased text, when the
   * pattern ignores case). A text holding none is not scanned with the pattern: a cold process
   * spent more compiling the ~60 patterns than scanning with them (test/secrets/needles.test.ts
   * checks each list against strings generated from its pattern).
   */
  readonly needles: readonly string[];
  /** The capture group that holds the secret; the whole match when absent. */
  readonly group?: number;
  /** Extra check on the secret text. */
  readonly accept?: (secret: string, match: RegExpExecArray) => boolean;
}

const hasLetterAndDigit = (s: string): boolean => /[A-Za-z]/.test(s) && /[0-9]/.test(s);

/** A password on a command line that is only a placeholder or a variable. */
const isCommandPlaceholder = (s: string): boolean => s.length < 4 || isPlaceholder(s) || /^(pass|pwd|secret|\*+)$/i.test(s);

/** Order is priority: when two patterns find the same text, the earlier kind is reported. */
export const SECRET_PATTERNS: readonly SecretPattern[] = [
  {
    kind: 'aws-access-key-id',
    description: 'an AWS access key id',
    regex: /(?<![A-Za-z0-9])(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z0-9]{16}(?![A-Za-z0-9])/g,
    needles: ['AKIA', 'ASIA', 'ABIA', 'ACCA', 'A3T'],
    accept: (s) => !s.includes('EXAMPLE'),
  },
  {
    kind: 'github-token',
    description: 'a GitHub token',
    regex: /(?<![A-Za-z0-9])(?:gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{22,255})(?![A-Za-z0-9_])/g,
    needles: ['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_', 'github_pat_'],
  },
  { kind: 'gitlab-token', description: 'a GitLab access token', regex: /(?<![A-Za-z0-9])glpat-[A-Za-z0-9_-]{20,255}(?![A-Za-z0-9_-])/g, needles: ['glpat-'] },
  {
    kind: 'slack-token',
    description: 'a Slack token',
    regex: /(?<![A-Za-z0-9])(?:xox[abprs]-[A-Za-z0-9-]{10,255}|xapp-\d-[A-Za-z0-9-]{10,255})(?![A-Za-z0-9-])/g,
    needles: ['xoxa-', 'xoxb-', 'xoxp-', 'xoxr-', 'xoxs-', 'xapp-'],
  },
  { kind: 'slack-webhook', description: 'a Slack webhook URL', regex: /https:\/\/hooks\.slack\.com\/services\/[A-Za-z0-9_/]{20,255}/g, needles: ['https://hooks.slack.com/services/'] },
  {
    kind: 'anthropic-api-key',
    description: 'an Anthropic API key',
    regex: /(?<![A-Za-z0-9])sk-ant-[A-Za-z0-9_-]{20,255}(?![A-Za-z0-9_-])/g,
    needles: ['sk-ant-'],
  },
  {
    kind: 'openai-api-key',
    description: 'an OpenAI API key',
    regex: /(?<![A-Za-z0-9])sk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,255}(?![A-Za-z0-9_-])/g,
    needles: ['sk-'],
    accept: (s) => !s.startsWith('sk-ant-') && hasLetterAndDigit(s.slice(3)),
  },
  { kind: 'google-api-key', description: 'a Google API key', regex: /(?<![A-Za-z0-9])AIza[0-9A-Za-z_-]{35}(?![0-9A-Za-z_-])/g, needles: ['AIza'] },
  {
    kind: 'stripe-secret-key',
    description: 'a Stripe secret or restricted key',
    regex: /(?<![A-Za-z0-9])(?:sk|rk)_(?:live|test)_[0-9A-Za-z]{16,255}(?![0-9A-Za-z])/g,
    needles: ['sk_live_', 'sk_test_', 'rk_live_', 'rk_test_'],
  },
  { kind: 'npm-token', description: 'an npm access token', regex: /(?<![A-Za-z0-9])npm_[A-Za-z0-9]{36}(?![A-Za-z0-9])/g, needles: ['npm_'] },
  { kind: 'huggingface-token', description: 'a Hugging Face token', regex: /(?<![A-Za-z0-9])hf_[A-Za-z0-9]{34,40}(?![A-Za-z0-9])/g, needles: ['hf_'], accept: (s) => hasLetterAndDigit(s.slice(3)) },
  { kind: 'sendgrid-api-key', description: 'a SendGrid API key', regex: /(?<![A-Za-z0-9])SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g, needles: ['SG.'] },
  { kind: 'pypi-token', description: 'a PyPI upload token', regex: /(?<![A-Za-z0-9])pypi-AgE[A-Za-z0-9_-]{50,255}(?![A-Za-z0-9_-])/g, needles: ['pypi-AgE'] },
  { kind: 'digitalocean-token', description: 'a DigitalOcean token', regex: /(?<![A-Za-z0-9])do[opr]_v1_[a-f0-9]{64}(?![A-Za-z0-9])/g, needles: ['doo_v1_', 'dop_v1_', 'dor_v1_'] },
  { kind: 'vault-token', description: 'a HashiCorp Vault token', regex: /(?<![A-Za-z0-9])hv[sbr]\.[A-Za-z0-9_-]{24,255}(?![A-Za-z0-9_-])/g, needles: ['hvs.', 'hvb.', 'hvr.'], accept: (s) => hasLetterAndDigit(s.slice(4)) },
  { kind: 'docker-hub-token', description: 'a Docker Hub access token', regex: /(?<![A-Za-z0-9])dckr_pat_[A-Za-z0-9_-]{27,64}(?![A-Za-z0-9_-])/g, needles: ['dckr_pat_'] },
  { kind: 'shopify-token', description: 'a Shopify access token', regex: /(?<![A-Za-z0-9])shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}(?![A-Za-z0-9])/g, needles: ['shpat_', 'shpca_', 'shppa_', 'shpss_'] },
  { kind: 'twilio-api-key', description: 'a Twilio API key', regex: /(?<![A-Za-z0-9])SK[0-9a-f]{32}(?![A-Za-z0-9])/g, needles: ['SK'], accept: (s) => /[a-f]/.test(s.slice(2)) && /[0-9]/.test(s.slice(2)) },
  // Kinds found raw in task files and run JSON, more from gitleaks' rule list (as data: prefix and shape).
  { kind: 'google-oauth-secret', description: 'a Google OAuth client secret', regex: /(?<![A-Za-z0-9])GOCSPX-[A-Za-z0-9_-]{28}(?![A-Za-z0-9_-])/g, needles: ['GOCSPX-'] },
  { kind: 'google-oauth-token', description: 'a Google OAuth access token', regex: /(?<![A-Za-z0-9])ya29\.[A-Za-z0-9_-]{20,2048}(?![A-Za-z0-9_-])/g, needles: ['ya29.'] },
  { kind: 'grafana-token', description: 'a Grafana service account or cloud token', regex: /(?<![A-Za-z0-9])(?:glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}|glc_[A-Za-z0-9+/]{32,400}={0,2})(?![A-Za-z0-9_])/g, needles: ['glsa_', 'glc_'] },
  { kind: 'xai-api-key', description: 'an xAI API key', regex: /(?<![A-Za-z0-9])xai-[A-Za-z0-9]{48,100}(?![A-Za-z0-9])/g, needles: ['xai-'] },
  { kind: 'groq-api-key', description: 'a Groq API key', regex: /(?<![A-Za-z0-9])gsk_[A-Za-z0-9]{40,64}(?![A-Za-z0-9])/g, needles: ['gsk_'] },
  { kind: 'replicate-token', description: 'a Replicate API token', regex: /(?<![A-Za-z0-9])r8_[A-Za-z0-9]{30,40}(?![A-Za-z0-9])/g, needles: ['r8_'], accept: (s) => hasLetterAndDigit(s.slice(3)) },
  { kind: 'nvidia-api-key', description: 'an NVIDIA API key', regex: /(?<![A-Za-z0-9])nvapi-[A-Za-z0-9_-]{40,80}(?![A-Za-z0-9_-])/g, needles: ['nvapi-'] },
  { kind: 'linear-api-key', description: 'a Linear API key', regex: /(?<![A-Za-z0-9])lin_(?:api|oauth)_[A-Za-z0-9]{32,64}(?![A-Za-z0-9])/g, needles: ['lin_api_', 'lin_oauth_'] },
  { kind: 'databricks-token', description: 'a Databricks access token', regex: /(?<![A-Za-z0-9])dapi[a-f0-9]{32}(?:-\d)?(?![A-Za-z0-9])/g, needles: ['dapi'] },
  { kind: 'age-secret-key', description: 'an age secret key', regex: /AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}/g, needles: ['AGE-SECRET-KEY-1'] },
  { kind: 'telegram-bot-token', description: 'a Telegram bot token', regex: /(?<![0-9])\d{8,10}:AA[A-Za-z0-9_-]{33}(?![A-Za-z0-9_-])/g, needles: [':AA'] },
  { kind: 'atlassian-api-token', description: 'an Atlassian API token', regex: /(?<![A-Za-z0-9])ATATT[A-Za-z0-9_=-]{40,300}(?![A-Za-z0-9_=-])/g, needles: ['ATATT'] },
  { kind: 'mailgun-api-key', description: 'a Mailgun API key', regex: /(?<![A-Za-z0-9])key-[a-f0-9]{32}(?![A-Za-z0-9])/g, needles: ['key-'] },
  { kind: 'postman-api-key', description: 'a Postman API key', regex: /(?<![A-Za-z0-9])PMAK-[a-f0-9]{24}-[a-f0-9]{34}(?![A-Za-z0-9])/g, needles: ['PMAK-'] },
  { kind: 'doppler-token', description: 'a Doppler token', regex: /(?<![A-Za-z0-9])dp\.(?:st|pt|ct|sa|scim|audit)\.(?:[a-z0-9_-]{2,35}\.)?[A-Za-z0-9]{40,64}(?![A-Za-z0-9])/g, needles: ['dp.st.', 'dp.pt.', 'dp.ct.', 'dp.sa.', 'dp.scim.', 'dp.audit.'] },
  { kind: 'planetscale-token', description: 'a PlanetScale password or token', regex: /(?<![A-Za-z0-9])pscale_(?:pw|tkn|oauth)_[A-Za-z0-9_.=-]{32,64}(?![A-Za-z0-9_=-])/g, needles: ['pscale_pw_', 'pscale_tkn_', 'pscale_oauth_'] },
  { kind: 'gitlab-token', description: 'a GitLab token', regex: /(?<![A-Za-z0-9])(?:glptt|gldt|glrt|glcbt|glimt|glft|glsoat|gloas)-[A-Za-z0-9_-]{20,255}(?![A-Za-z0-9_-])/g, needles: ['glptt-', 'gldt-', 'glrt-', 'glcbt-', 'glimt-', 'glft-', 'glsoat-', 'gloas-'] },
  { kind: 'sentry-token', description: 'a Sentry auth token', regex: /(?<![A-Za-z0-9])sntr[ysu]_[A-Za-z0-9_=+/-]{40,400}(?![A-Za-z0-9_=+/-])/g, needles: ['sntry_', 'sntrs_', 'sntru_'] },
  { kind: 'pulumi-token', description: 'a Pulumi access token', regex: /(?<![A-Za-z0-9])pul-[a-f0-9]{40}(?![A-Za-z0-9])/g, needles: ['pul-'] },
  { kind: 'newrelic-key', description: 'a New Relic key', regex: /(?<![A-Za-z0-9])NR(?:AK|II|JS)-[A-Za-z0-9]{19,40}(?![A-Za-z0-9])/g, needles: ['NRAK-', 'NRII-', 'NRJS-'] },
  { kind: 'terraform-token', description: 'a Terraform Cloud token', regex: /(?<![A-Za-z0-9])[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_=-]{60,70}(?![A-Za-z0-9_=-])/g, needles: ['.atlasv1.'] },
  { kind: 'flyio-token', description: 'a Fly.io token', regex: /(?<![A-Za-z0-9])fo1_[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g, needles: ['fo1_'] },
  { kind: 'figma-token', description: 'a Figma token', regex: /(?<![A-Za-z0-9])figd_[A-Za-z0-9_-]{40,64}(?![A-Za-z0-9_-])/g, needles: ['figd_'] },
  { kind: 'notion-token', description: 'a Notion integration token', regex: /(?<![A-Za-z0-9])(?:ntn_[A-Za-z0-9]{40,50}|secret_[A-Za-z0-9]{43})(?![A-Za-z0-9])/g, needles: ['ntn_', 'secret_'] },
  { kind: 'supabase-token', description: 'a Supabase access token', regex: /(?<![A-Za-z0-9])sbp_[a-f0-9]{40}(?![A-Za-z0-9])/g, needles: ['sbp_'] },
  { kind: 'deno-token', description: 'a Deno Deploy token', regex: /(?<![A-Za-z0-9])dd[pw]_[A-Za-z0-9]{36}(?![A-Za-z0-9])/g, needles: ['ddp_', 'ddw_'] },
  { kind: 'square-token', description: 'a Square access token', regex: /(?<![A-Za-z0-9])(?:EAAA[A-Za-z0-9_-]{60}|sq0(?:atp|csp)-[A-Za-z0-9_-]{22,43})(?![A-Za-z0-9_-])/g, needles: ['EAAA', 'sq0atp-', 'sq0csp-'] },
  { kind: 'onepassword-token', description: 'a 1Password service account token', regex: /(?<![A-Za-z0-9])ops_eyJ[A-Za-z0-9+/_-]{100,2000}={0,3}(?![A-Za-z0-9+/=_-])/g, needles: ['ops_eyJ'] },
  { kind: 'bitbucket-token', description: 'a Bitbucket app password', regex: /(?<![A-Za-z0-9])ATBB[A-Za-z0-9_=.-]{32,64}(?![A-Za-z0-9_=.-])/g, needles: ['ATBB'] },
  { kind: 'mapbox-token', description: 'a Mapbox secret token', regex: /(?<![A-Za-z0-9])sk\.eyJ[A-Za-z0-9_-]{50,400}\.[A-Za-z0-9_-]{20,100}(?![A-Za-z0-9_-])/g, needles: ['sk.eyJ'] },
  {
    kind: 'azure-storage-key',
    description: 'an Azure storage account key',
    regex: /\b(?:AccountKey|SharedAccessKey)[ \t]*=[ \t]*([A-Za-z0-9+/]{20,255}={0,2})(?![A-Za-z0-9+/=])/dg,
    needles: ['AccountKey', 'SharedAccessKey'],
    group: 1,
    accept: (s) => !isPlaceholder(s) && looksRandom(s),
  },
  {
    kind: 'command-line-password',
    description: 'a password on a command line (`mysql -pSECRET`)',
    regex: /\b(?:mysql|mysqldump|mysqladmin|mariadb)\b[^\n]{0,200}?[ \t]-p([^\s'"`-][^\s'"`]{3,255})/dg,
    needles: ['mysql', 'mariadb'],
    group: 1,
    accept: (s) => !isCommandPlaceholder(s),
  },
  {
    kind: 'command-line-password',
    description: 'a password on a command line (`curl -u user:password`)',
    regex: /\b(?:curl|wget|http)\b[^\n]{0,200}?[ \t](?:-u|--user)[ \t]+['"]?[^\s:'"]{1,128}:([^\s'"@]{3,255})/dg,
    needles: ['curl', 'wget', 'http'],
    group: 1,
    accept: (s) => !isCommandPlaceholder(s),
  },
  {
    kind: 'command-line-password',
    description: 'a password on a command line (`--password=…`)',
    regex: /[ \t]--password[= \t]['"]?([^\s'"`$-][^\s'"`]{3,255})/dg,
    needles: ['--password'],
    group: 1,
    accept: (s) => !isCommandPlaceholder(s),
  },
  {
    kind: 'jwt',
    description: 'a JSON Web Token',
    regex: /(?<![A-Za-z0-9])eyJ[A-Za-z0-9_-]{5,4096}\.eyJ[A-Za-z0-9_-]{5,8192}\.[A-Za-z0-9_-]{10,4096}(?![A-Za-z0-9_-])/g,
    needles: ['eyJ'],
  },
  {
    kind: 'bearer-token',
    description: 'a bearer token',
    regex: /\b[Bb]earer[ \t]+([A-Za-z0-9._~+/-]{20,4096}=*)(?![A-Za-z0-9._~+/=-])/dg,
    needles: ['Bearer', 'bearer'],
    group: 1,
    accept: (s) => looksRandom(s) && characterClasses(s) >= 2 && !isPlaceholder(s),
  },
  {
    kind: 'basic-auth',
    description: 'HTTP basic-auth credentials',
    regex: /\bAuthorization[ \t]*[:=][ \t]*["']?Basic[ \t]+([A-Za-z0-9+/]{8,4096}={0,2})(?![A-Za-z0-9+/=])/dgi,
    needles: ['authorization'],
    group: 1,
    accept: (s) => !isPlaceholder(s),
  },
  {
    kind: 'authorization-token',
    description: 'a token in an Authorization header (`Authorization: token …`, `authorization-token: …`)',
    regex: /\bauthorization(?:[ \t]*[:=][ \t]*["']?(?:token|bearer)[ \t]+|[_-]token["']?[ \t]*[:=][ \t]*["']?)([A-Za-z0-9._~+/-]{8,4096}=*)(?![A-Za-z0-9._~+/=-])/dgi,
    needles: ['authorization'],
    group: 1,
    accept: (s) => !isPlaceholder(s) && looksRandom(s),
  },
  {
    kind: 'url-credentials',
    description: 'a password inside a URL (scheme://user:password@host)',
    // The user may be empty (`redis://:password@host`, Redis' AUTH without a user name).
    regex: /:\/\/([^\s:@/?#"'<>`]{0,256}):([^\s@/?#"'<>`]{1,256})@/dg,
    needles: ['://'],
    group: 2,
    // A password equal to the user name (`postgres:postgres`) is a local default, not a secret.
    accept: (s, m) => s.length >= 3 && s !== m[1] && !isPlaceholder(s) && !/^(pass|pwd|secret|\*+)$/i.test(s),
  },
];
