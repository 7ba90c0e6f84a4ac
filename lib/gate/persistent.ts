/**
 * Gates that leave a lasting change outside the phase's work: configuration that later
 * gates and programs read (npm config, npm pkg set, git config), global installs and
 * anything written to the home directory. A gate checks; it never reconfigures, so these
 * are rejected, with `Shell-Gate: true` too.
 */
import { isOption } from './options.js';

export interface PersistentChange {
  /** Index into the invocation's args of the word that makes the change, or -1 for the program. */
  readonly argIndex: number;
  /** How messages name the form, e.g. "`npm config set`". */
  readonly form: string;
}

/** Operands (non-option words) of args, with their indexes. */
const operands = (args: readonly string[]): { word: string; index: number }[] =>
  args.flatMap((word, index) => (isOption(word) ? [] : [{ word, index }]));

const GLOBAL = ['-g', '--global', '--location=global', '--location', '--system', '--user'];

type Matcher = (ops: readonly { word: string; index: number }[], args: readonly string[]) => PersistentChange | undefined;

const sub = (forms: Readonly<Record<string, readonly string[] | null>>, program: string): Matcher => (ops, args) => {
  const [first, second] = ops;
  if (first === undefined) return undefined;
  const seconds = forms[first.word];
  if (seconds === undefined) return undefined;
  if (seconds === null) return { argIndex: first.index, form: `\`${program} ${first.word}\`` };
  if (seconds.includes('*global') && args.some((a) => GLOBAL.includes(a))) return { argIndex: first.index, form: `\`${program} ${first.word} --global\`` };
  if (second !== undefined && seconds.includes(second.word)) return { argIndex: second.index, form: `\`${program} ${first.word} ${second.word}\`` };
  return undefined;
};

const SET = ['set', 'delete', 'rm', 'unset', 'edit', 'fix', 'add', 'remove', 'replace-all', 'rename-section', 'remove-section'];

const gitConfig: Matcher = (ops, args) => {
  const first = ops[0];
  if (first === undefined) return undefined;
  if (first.word === 'config') {
    const reads = ['--get', '--get-all', '--get-regexp', '--get-urlmatch', '--list', '-l', '--get-color', '--get-colorbool'];
    const rest = ops.slice(1).map((o) => o.word);
    if (args.some((a) => reads.includes(a)) || rest[0] === 'get' || rest[0] === 'list' || (rest.length === 1 && !args.some((a) => ['--unset', '--unset-all', '--add', '--replace-all', '--edit', '-e', '--remove-section', '--rename-section'].includes(a)))) return undefined;
    return { argIndex: first.index, form: '`git config` (writing)' };
  }
  return sub({ remote: ['add', 'set-url', 'rename', 'remove', 'rm', 'set-head', 'set-branches'], lfs: ['install', 'uninstall'],
    maintenance: ['register', 'start', 'unregister'], credential: ['approve', 'store'], hooks: null, 'update-server-info': null }, 'git')(ops, args);
};

const PACKAGE_MANAGER = sub({ config: SET, set: null, 'set-script': null, pkg: ['set', 'delete', 'fix'], login: null, logout: null,
  adduser: null, 'add-user': null, token: null, link: null, ln: null, profile: ['set', 'enable-2fa', 'disable-2fa'], owner: null,
  access: null, 'dist-tag': null, team: null, hook: null, star: null, unstar: null, install: ['*global'], i: ['*global'],
  add: ['*global'], update: ['*global'], uninstall: ['*global'], remove: ['*global'], global: null, setup: null, env: ['use', 'remove'],
  policies: null, plugin: ['import', 'remove'], self: null, 'self-update': null }, 'npm');

/** By program key: the forms that persist a change. */
const RULES: readonly { programs: RegExp; match: Matcher }[] = [
  { programs: /^(npm|pnpm|yarn|bun)$/, match: PACKAGE_MANAGER },
  { programs: /^corepack$/, match: sub({ enable: null, disable: null, install: null, prepare: null, use: null, up: null }, 'corepack') },
  { programs: /^git$/, match: gitConfig },
  { programs: /^pipx$/, match: sub({ install: null, inject: null, upgrade: null, 'upgrade-all': null, reinstall: null, ensurepath: null, uninstall: null }, 'pipx') },
  { programs: /^(pip|pip3|uv|poetry|conda|mamba|pdm|hatch|pipenv)$/, match: sub({ config: null, install: ['*global'], self: null,
    tool: ['install', 'update', 'upgrade', 'uninstall'], python: ['install', 'pin', 'uninstall'], inject: null, ensurepath: null,
    init: null, 'install-all': null, 'upgrade-all': null }, 'pip') },
  { programs: /^(cargo|rustup)$/, match: sub({ install: null, uninstall: null, login: null, logout: null, owner: null, default: null,
    override: null, toolchain: ['install', 'uninstall', 'link'], component: ['add', 'remove'], target: ['add', 'remove'], self: null, set: null }, 'cargo') },
  { programs: /^go$/, match: (ops, args) => {
    const first = ops[0];
    if (first?.word === 'install') return { argIndex: first.index, form: '`go install`' };
    if (first?.word === 'env' && args.some((a) => a === '-w' || a === '-u')) return { argIndex: first.index, form: '`go env -w`' };
    if (first?.word === 'telemetry' && ops[1] !== undefined) return { argIndex: first.index, form: '`go telemetry`' };
    return undefined;
  } },
  { programs: /^(gem|bundle|bundler)$/, match: sub({ install: null, uninstall: null, sources: null, config: null, cert: null, signin: null, update: ['--system'] }, 'gem') },
  { programs: /^composer$/, match: sub({ global: null, config: null, 'self-update': null, selfupdate: null }, 'composer') },
  { programs: /^dotnet$/, match: sub({ tool: ['install', 'update', 'uninstall'], nuget: ['add', 'remove', 'update', 'enable', 'disable'],
    workload: ['install', 'update', 'uninstall', 'repair'], 'dev-certs': null, new: ['install', 'uninstall'] }, 'dotnet') },
  { programs: /^mix$/, match: sub({ 'archive.install': null, 'local.hex': null, 'local.rebar': null, 'escript.install': null, 'archive.uninstall': null }, 'mix') },
  { programs: /^(brew|apt|apt-get|dnf|yum|apk|pacman|zypper|port|snap|flatpak|choco|winget|scoop|nix-env)$/, match: (ops) =>
    ops[0] === undefined ? undefined : { argIndex: ops[0].index, form: `a system package manager (\`${ops[0].word}\`)` } },
  { programs: /^(nvm|fnm|volta|asdf|mise|rtx|pyenv|rbenv|nodenv|jenv|sdk|goenv|n)$/, match: (ops) =>
    ops[0] === undefined ? undefined : { argIndex: ops[0].index, form: `a version manager (\`${ops[0].word}\`)` } },
  { programs: /^(crontab|chsh|passwd|update-alternatives|ssh-keygen|ssh-add|ssh-copy-id|direnv|systemctl|launchctl|defaults|gsettings|dconf|gpg)$/, match: (ops, args) =>
    args.includes('-l') && ops.length === 0 ? undefined : { argIndex: -1, form: 'a program that changes your account or machine settings' } },
];

/** Why this invocation persists a change, if it does. */
export function findPersistentChange(key: string, args: readonly string[]): PersistentChange | undefined {
  const ops = operands(args);
  for (const candidate of RULES) {
    if (!candidate.programs.test(key)) continue;
    const hit = candidate.match(ops, args);
    if (hit !== undefined) return hit;
  }
  return undefined;
}

/** A word that names the home directory (`~`, `~/…`, `$HOME`, `--opt=~/…`): a gate has no business there. */
export function findHomeReference(words: readonly string[]): number {
  return words.findIndex((word) => {
    const value = word.includes('=') ? word.slice(word.indexOf('=') + 1) : word;
    return /^~([A-Za-z0-9_.-]*)(\/|$)/.test(value) || /^~/.test(word) || /\$\{?HOME\b|\$\{?XDG_CONFIG_HOME\b|\$\{?USERPROFILE\b/.test(word);
  });
}
