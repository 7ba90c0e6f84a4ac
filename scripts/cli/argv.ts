// Strict argv parsing with the grammar and messages of node:util's parseArgs (strict mode,
// positionals allowed) for the options our commands use: long string and boolean options,
// short boolean flags. Not node:util's own: Node loads that parser on first use, which cost
// every call ~1.5 ms (bench/RESULTS.md). test/cli/argv.test.ts compares the two on
// generated argument lists.

export interface ArgvOption {
  type: 'string' | 'boolean';
  short?: string;
}

export type ArgvResult =
  | { ok: true; values: Record<string, string | boolean>; positionals: string[] }
  | { ok: false; message: string };

/** How an option is named in messages: `-h, --help` or `--json`. */
function label(name: string, option: ArgvOption): string {
  return option.short === undefined ? `--${name}` : `-${option.short}, --${name}`;
}

function unknown(token: string): ArgvResult {
  return {
    ok: false,
    message: `Unknown option '${token}'. To specify a positional argument starting with a '-', place it at the end of the command after '--', as in '-- "${token}"`,
  };
}

/** `args` against `options` (option name → spec); unknown options and misused values are errors. */
export function parseArgv(args: readonly string[], options: Readonly<Record<string, ArgvOption>>): ArgvResult {
  const values: Record<string, string | boolean> = {};
  const positionals: string[] = [];
  const own = (name: string): ArgvOption | undefined => (Object.hasOwn(options, name) ? options[name] : undefined);
  const byShort = new Map<string, string>();
  for (const [name, option] of Object.entries(options)) if (option.short !== undefined) byShort.set(option.short, name);

  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (arg === '--') {
      positionals.push(...args.slice(i + 1));
      break;
    }
    if (arg.startsWith('--')) {
      const eq = arg.indexOf('=');
      const name = eq === -1 ? arg.slice(2) : arg.slice(2, eq);
      const option = name === '' ? undefined : own(name);
      if (option === undefined) return unknown(eq === -1 || name === '' ? arg : `--${name}`);
      if (option.type === 'boolean') {
        if (eq !== -1) return { ok: false, message: `Option '${label(name, option)}' does not take an argument` };
        values[name] = true;
        continue;
      }
      if (eq !== -1) {
        values[name] = arg.slice(eq + 1);
        continue;
      }
      const value = args[i + 1];
      if (value === undefined) return { ok: false, message: `Option '${label(name, option)} <value>' argument missing` };
      if (value.startsWith('-') && value !== '-') {
        return {
          ok: false,
          message:
            `Option '${label(name, option)}' argument is ambiguous.\nDid you forget to specify the option argument for '${label(name, option)}'?\n` +
            `To specify an option argument starting with a dash use '--${name}=-XYZ'.`,
        };
      }
      values[name] = value;
      i += 1;
      continue;
    }
    if (arg.startsWith('-') && arg !== '-') {
      // A group of short flags: each must be a known boolean.
      for (const letter of arg.slice(1)) {
        const name = byShort.get(letter);
        const option = name === undefined ? undefined : own(name);
        if (name === undefined || option === undefined || option.type !== 'boolean') return unknown(`-${letter}`);
        values[name] = true;
      }
      continue;
    }
    positionals.push(arg);
  }
  return { ok: true, values, positionals };
}
