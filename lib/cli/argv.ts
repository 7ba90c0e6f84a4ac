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

type Options = Readonly<Record<string, ArgvOption>>;
/** What one token did: how many of the following tokens it used as its value, or the error. */
type Step = { used: number } | { error: ArgvResult };

const own = (options: Options, name: string): ArgvOption | undefined => (Object.hasOwn(options, name) ? options[name] : undefined);

/** A string option's separate value `value` (the next token), or why it is not one. */
function separateValue(name: string, option: ArgvOption, value: string | undefined): string | ArgvResult {
  if (value === undefined) return { ok: false, message: `Option '${label(name, option)} <value>' argument missing` };
  if (value.startsWith('-') && value !== '-') {
    return {
      ok: false,
      message:
        `Option '${label(name, option)}' argument is ambiguous.\nDid you forget to specify the option argument for '${label(name, option)}'?\n` +
        `To specify an option argument starting with a dash use '--${name}=-XYZ'.`,
    };
  }
  return value;
}

/** `--name`, `--name=value` or `--name value`. */
function longOption(arg: string, next: string | undefined, options: Options, values: Record<string, string | boolean>): Step {
  const eq = arg.indexOf('=');
  const name = eq === -1 ? arg.slice(2) : arg.slice(2, eq);
  const option = name === '' ? undefined : own(options, name);
  if (option === undefined) return { error: unknown(eq === -1 || name === '' ? arg : `--${name}`) };
  if (option.type === 'boolean') {
    if (eq !== -1) return { error: { ok: false, message: `Option '${label(name, option)}' does not take an argument` } };
    values[name] = true;
    return { used: 0 };
  }
  if (eq !== -1) {
    values[name] = arg.slice(eq + 1);
    return { used: 0 };
  }
  const value = separateValue(name, option, next);
  if (typeof value !== 'string') return { error: value };
  values[name] = value;
  return { used: 1 };
}

/** A group of short flags (`-h`): each must be a known boolean. */
function shortFlags(arg: string, options: Options, values: Record<string, string | boolean>): Step {
  for (const letter of arg.slice(1)) {
    const name = Object.keys(options).find((n) => options[n]?.short === letter);
    const option = name === undefined ? undefined : own(options, name);
    if (name === undefined || option === undefined || option.type !== 'boolean') return { error: unknown(`-${letter}`) };
    values[name] = true;
  }
  return { used: 0 };
}

/** `args` against `options` (option name → spec); unknown options and misused values are errors. */
export function parseArgv(args: readonly string[], options: Options): ArgvResult {
  const values: Record<string, string | boolean> = {};
  const positionals: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (arg === '--') {
      positionals.push(...args.slice(i + 1));
      break;
    }
    const isOption = arg.startsWith('-') && arg !== '-';
    if (!isOption) {
      positionals.push(arg);
      continue;
    }
    const step = arg.startsWith('--') ? longOption(arg, args[i + 1], options, values) : shortFlags(arg, options, values);
    if ('error' in step) return step.error;
    i += step.used;
  }
  return { ok: true, values, positionals };
}
