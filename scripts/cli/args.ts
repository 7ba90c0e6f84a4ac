import { resolve } from 'node:path';
import { isDirectory } from '../../lib/io/index.js';
import { parseArgv, type ArgvOption } from '../../lib/cli/index.js';
import { type CliContext, EXIT } from './context.js';
import { reportUsage } from './usage.js';

export type OptionSpec = Readonly<Record<string, ArgvOption>>;

export type ParsedArgs =
  | { ok: true; values: Record<string, string | boolean | undefined>; positionals: string[]; json: boolean; help: boolean }
  | { ok: false; message: string; json: boolean };

/** Every command understands these. */
const COMMON: OptionSpec = {
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
};

/** Strict argv parsing: an unknown option or a missing value is a usage error, never ignored. */
export function parseCommandArgs(command: string, args: string[], options: OptionSpec): ParsedArgs {
  const json = args.includes('--json');
  const parsed = parseArgv(args, { ...COMMON, ...options });
  if (!parsed.ok) {
    const detail = parsed.message.replace(/\.?\s*$/, '');
    return { ok: false, json, message: `${command}: ${detail}. Run \`openforge ${command} --help\`.` };
  }
  const values: Record<string, string | boolean | undefined> = parsed.values;
  return { ok: true, values, positionals: parsed.positionals, json: values.json === true, help: values.help === true };
}

export type StartedCommand = Extract<ParsedArgs, { ok: true }>;

/**
 * The common start of every command: parse argv strictly, answer --help, and report a
 * usage error. Returns the parsed arguments, or the exit code when the command is done.
 */
export function startCommand(
  command: string,
  args: string[],
  ctx: CliContext,
  options: OptionSpec,
  help: string,
): StartedCommand | number {
  const parsed = parseCommandArgs(command, args, options);
  if (!parsed.ok) {
    reportUsage(ctx, parsed.json, parsed.message);
    return EXIT.usage;
  }
  if (parsed.help) {
    ctx.stdout(help);
    return EXIT.ok;
  }
  // --cwd is resolved against the current directory and must be one. (`plan` reports a missing
  // --cwd as a finding among the PRD's diagnostics instead: the dry run lists every problem.)
  const cwd = parsed.values.cwd;
  if (command !== 'plan' && typeof cwd === 'string' && (cwd.trim() === '' || !isDirectory(resolve(ctx.cwd, cwd)))) {
    reportUsage(ctx, parsed.json, `${command}: --cwd ${cwd}: no such directory (resolved to ${resolve(ctx.cwd, cwd)}). Pass an existing project folder.`, 'input');
    return EXIT.usage;
  }
  return parsed;
}
