import { firstPositional, isOption } from './options.js';

/**
 * Destructive, privileged or network programs. A gate should only build, test or lint,
 * and it runs again on every attempt, so these are warnings (`gate-risky-program`).
 */
export interface RiskyProgramRule {
  /** Programs (look-up keys, see programKey). */
  readonly programs: RegExp;
  /** Why it is risky for these arguments, or undefined when it is not. */
  readonly risk: (args: readonly string[]) => string | undefined;
}

const DELETES = 'deletes files';
const DISKS = 'writes raw disks or devices';
const PRIVILEGE = "runs commands with elevated or another user's privileges";
const PERMISSIONS = 'changes file permissions or ownership';
const NETWORK = 'uses the network (downloads, uploads or runs remote commands)';
const CONTAINERS = 'controls containers or clusters, which can reach the host and the network';
const PROCESSES = 'kills processes or controls the machine and its services';
const PUBLISHES = 'publishes a package, which cannot be undone';

const always = (why: string) => (): string => why;
/** The first positional argument (the subcommand), skipping the given value options. */
const subcommand = (args: readonly string[], valueOptions: readonly string[] = []): string | undefined => {
  const index = firstPositional(args, valueOptions);
  return index < 0 ? undefined : args[index];
};
const onSubcommand = (table: Readonly<Record<string, string>>, valueOptions: readonly string[] = []) =>
  (args: readonly string[]): string | undefined => {
    const sub = subcommand(args, valueOptions);
    return sub === undefined ? undefined : table[sub];
  };

function gitRisk(args: readonly string[]): string | undefined {
  const sub = subcommand(args, ['-C', '-c', '--git-dir', '--work-tree', '--namespace']);
  const after = args.slice(args.indexOf(sub ?? '') + 1);
  switch (sub) {
    case 'push':
      return 'publishes commits to a remote (network, and others see it)';
    case 'reset':
      return after.includes('--hard') ? 'discards uncommitted work (`git reset --hard`)' : undefined;
    case 'clean':
      return after.some((arg) => isOption(arg) && !arg.startsWith('--') && arg.includes('f')) || after.includes('--force')
        ? 'deletes untracked files (`git clean -f`)' : undefined;
    case 'checkout':
    case 'restore':
      return after.includes('--') || after.includes('.') || after.includes('--force') || after.includes('-f')
        ? 'discards uncommitted changes' : undefined;
    case 'clone':
    case 'fetch':
    case 'pull':
      return NETWORK;
    default:
      return undefined;
  }
}

export const RISKY_PROGRAM_RULES: readonly RiskyProgramRule[] = [
  { programs: /^(rm|rmdir|unlink|shred|srm|trash|rimraf|del|rd|erase)$/, risk: always(DELETES) },
  { programs: /^(dd|mkfs(\..+)?|fdisk|sfdisk|parted|wipefs|mkswap|format|diskutil)$/, risk: always(DISKS) },
  { programs: /^(sudo|su|doas|pkexec|runas|gsudo)$/, risk: always(PRIVILEGE) },
  { programs: /^(chroot|unshare|nsenter|runuser|systemd-run|firejail)$/, risk: always(PRIVILEGE) },
  { programs: /^(chmod|chown|chgrp|chattr|setfacl|icacls|takeown)$/, risk: always(PERMISSIONS) },
  { programs: /^(curl|wget|ssh|scp|sftp|rsync|nc|ncat|netcat|socat|ftp|telnet|aria2c|invoke-webrequest|iwr)$/, risk: always(NETWORK) },
  { programs: /^(docker|docker-compose|podman|nerdctl|kubectl|helm|minikube)$/, risk: always(CONTAINERS) },
  { programs: /^(kill|killall|pkill|shutdown|reboot|halt|poweroff|systemctl|service|launchctl|taskkill)$/, risk: always(PROCESSES) },
  { programs: /^crontab$/, risk: always('changes scheduled jobs') },
  { programs: /^git$/, risk: gitRisk },
  { programs: /^(npm|pnpm|yarn|bun)$/, risk: onSubcommand({ publish: PUBLISHES, unpublish: PUBLISHES, deprecate: PUBLISHES, login: NETWORK, adduser: NETWORK }) },
  { programs: /^cargo$/, risk: onSubcommand({ publish: PUBLISHES, yank: PUBLISHES, owner: PUBLISHES }) },
  { programs: /^(twine|flit)$/, risk: onSubcommand({ upload: PUBLISHES, publish: PUBLISHES }) },
  { programs: /^(poetry|uv|hatch|pdm)$/, risk: onSubcommand({ publish: PUBLISHES }) },
  { programs: /^gem$/, risk: onSubcommand({ push: PUBLISHES, yank: PUBLISHES }) },
  { programs: /^(terraform|tofu|pulumi)$/, risk: onSubcommand({ apply: 'changes real infrastructure', destroy: 'destroys real infrastructure', import: 'changes real infrastructure state', up: 'changes real infrastructure', taint: 'changes real infrastructure state' }) },
  { programs: /^gh$/, risk: always('acts on GitHub with your credentials (network)') },
];

/** Why this program with these arguments is risky, or undefined. */
export function riskOf(key: string, args: readonly string[]): string | undefined {
  for (const candidate of RISKY_PROGRAM_RULES) {
    if (!candidate.programs.test(key)) continue;
    const why = candidate.risk(args);
    if (why !== undefined) return why;
  }
  return undefined;
}
