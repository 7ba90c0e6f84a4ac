/**
 * Fake but well-formed secrets, assembled at run time so this file itself never holds
 * a string a secret scanner would flag.
 */
const join = (...parts: string[]): string => parts.join('');

export const FAKE = {
  aws: join('AKIA', 'A'.repeat(16)),
  awsSession: join('ASIA', 'Q7XK'.repeat(4)),
  githubClassic: join('gh', 'p_', 'a1B2c3D4'.repeat(4), 'e5F6'),
  githubOauth: join('gh', 'o_', 'Z9y8X7w6'.repeat(4), 'v5U4'),
  githubFine: join('github', '_pat_', '11ABCDEFG0', 'x'.repeat(12), '_', 'Y7z'.repeat(19), 'Q9'),
  gitlab: join('glpat', '-', 'Ab3dE'.repeat(4)),
  slack: join('xox', 'b-', '1234567890-', 'AbCdEfGhIj12'),
  slackWebhook: join('https://hooks.slack.com/services/', 'T0000', '0000/B0000', '0000/', 'Xy7'.repeat(8)),
  openai: join('sk-', 'proj-', 'Ab3De6Gh9'.repeat(4)),
  openaiLegacy: join('sk-', 'T3BlbkFJ', 'a1b2c3d4'.repeat(5)),
  anthropic: join('sk-', 'ant-api03-', 'Zx9_Yw8-'.repeat(8)),
  google: join('AIza', 'Sy', 'A1b2C3d4E5'.repeat(3), 'f6g'),
  stripe: join('sk', '_live_', '4eC39HqLyjWDarjtT1zdp7dc'),
  stripeRestricted: join('rk', '_live_', '9Zq8Xw7Ve6Ut5Sr4'),
  npm: join('npm', '_', 'Ab1Cd2Ef3G'.repeat(3), 'h4Ij5K'),
  jwt: join('eyJ', 'hbGciOiJIUzI1NiJ9', '.', 'eyJ', 'zdWIiOiIxMjM0NTY3ODkwIn0', '.', 'SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c'),
  bearer: join('Zm9vYmFy', 'QmF6', 'x1Y2z3W4v5'),
  basic: join('dXNlcjpz', 'M2NyM3Q='),
  urlPassword: join('Pw4', 'xY9zQ2'),
  privateKey: join('-----BEGIN ', 'RSA PRIVATE KEY-----\n', 'MIIEowIBAAKCAQEA', 'u1SU1LfVLPHCozMx'.repeat(3), '\n',
    'H2Mo4lgOEePzNm0tRgeLezV6ffAt0gunVTLw7onLRnrq0'.repeat(1), '\n', '-----END ', 'RSA PRIVATE KEY-----'),
  password: join('hunt', 'er2Zq9'),
  apiKey: join('Qm9', 'x7Lk2Wp'),
  clientSecret: join('Zx8', 'Vb7Nm6Qw'),
  accessKey: join('9f3a', 'c1d7e2b4'),
};
