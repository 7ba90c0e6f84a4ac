import { type CliContext, type Command, EXIT } from './context.js';
import { reportUsage } from './usage.js';
import { VERSION } from './version.js';
import { COMMAND_SUMMARIES, usageText } from '../../lib/render/command-list.js';
import { shownText } from '../../lib/text/shown.js';

/** Each command is its own lazily loaded chunk: `plan` never loads the gate code it does not need. */
const COMMANDS: Record<keyof typeof COMMAND_SUMMARIES, () => Promise<Command>> = {
  validate: async () => (await import('../commands/validate.js')).validateCommand,
  plan: async () => (await import('../commands/plan.js')).planCommand,
  gate: async () => (await import('../commands/gate.js')).gateCommand,
  run: async () => (await import('../commands/run.js')).runCommand,
  next: async () => (await import('../commands/next.js')).nextCommand,
  spawned: async () => (await import('../commands/spawned.js')).spawnedCommand,
  decide: async () => (await import('../commands/decide.js')).decideCommand,
  status: async () => (await import('../commands/status.js')).statusCommand,
  list: async () => (await import('../commands/list.js')).listCommand,
  resume: async () => (await import('../commands/resume.js')).resumeCommand,
  cancel: async () => (await import('../commands/cancel.js')).cancelCommand,
  detect: async () => (await import('../commands/detect.js')).detectCommand,
  draft: async () => (await import('../commands/draft.js')).draftCommand,
  complexity: async () => (await import('../commands/complexity.js')).complexityCommand,
};

const isCommand = (name: string): name is keyof typeof COMMANDS => Object.hasOwn(COMMANDS, name);

/** `--debug` anywhere before a `--`: the global flag (internal errors print their stack). */
function takeDebug(argv: string[]): { argv: string[]; debug: boolean } {
  const end = argv.indexOf('--');
  const head = end === -1 ? argv : argv.slice(0, end);
  const tail = end === -1 ? [] : argv.slice(end);
  const kept = head.filter((a) => a !== '--debug');
  return { argv: [...kept, ...tail], debug: kept.length !== head.length };
}

/** The answer to `openforge`, `--help` and `--version` (no command named), or null. */
function topLevel(name: string | undefined, ctx: CliContext): number | null {
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    ctx.stdout(usageText(VERSION));
    return name === undefined ? EXIT.usage : EXIT.ok;
  }
  if (name === '--version' || name === '-v') {
    ctx.stdout(`${VERSION}\n`);
    return EXIT.ok;
  }
  return null;
}

/** A command's run; an exception is a bug: said as one, its stack only with --debug. */
async function runGuarded(name: string, load: () => Promise<Command>, rest: string[], ctx: CliContext, debug: boolean): Promise<number> {
  try {
    return await (await load()).run(rest, ctx);
  } catch (err) {
    const detail = err instanceof Error ? err.message : String(err);
    ctx.stderr(
      `openforge ${name}: internal error: ${detail}\nThis is a bug in OpenForge, not in your input. ` +
        `Run it again with --debug (or OPENFORGE_DEBUG=1) for the stack trace and report it.\n`,
    );
    if (debug && err instanceof Error && err.stack) ctx.stderr(`${err.stack}\n`);
    return EXIT.internal;
  }
}

/** Human output without terminal escapes, control, bidi or zero-width characters (a PRD title cannot clear the screen); JSON as made: it escapes them, and its commands stay byte-exact. */
function shownContext(ctx: CliContext, argv: readonly string[]): CliContext {
  const end = argv.indexOf('--');
  const json = (end === -1 ? argv : argv.slice(0, end)).includes('--json');
  return { ...ctx, stdout: json ? ctx.stdout : (text) => ctx.stdout(shownText(text)), stderr: (text) => ctx.stderr(shownText(text)) };
}

export async function main(all: string[], outside: CliContext): Promise<number> {
  const ctx = shownContext(outside, all);
  const { argv, debug } = takeDebug(all);
  const [name, ...rest] = argv;
  const answered = topLevel(name, ctx);
  if (answered !== null || name === undefined) return answered ?? EXIT.usage;
  if (!isCommand(name)) {
    reportUsage(ctx, rest.includes('--json'), `unknown command '${name}'. Commands: ${Object.keys(COMMANDS).join(', ')}. Run \`openforge --help\`.`);
    return EXIT.usage;
  }
  return runGuarded(name, COMMANDS[name], rest, ctx, debug || ctx.env.OPENFORGE_DEBUG === '1');
}
