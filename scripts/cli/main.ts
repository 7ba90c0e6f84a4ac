import { type CliContext, type Command, EXIT } from './context.js';
import { reportUsage } from './usage.js';
import { VERSION } from './version.js';

/** Each command is its own lazily loaded chunk: `plan` never loads the gate code it does not need. */
const COMMANDS: Record<string, { summary: string; load: () => Promise<Command> }> = {
  validate: {
    summary: 'validate PRD            check a PRD: structure, dependencies, gates, secrets',
    load: async () => (await import('../commands/validate.js')).validateCommand,
  },
  plan: {
    summary: 'plan PRD [--cwd DIR]    the dry run: waves, models, gates, horizon, spawns, writes',
    load: async () => (await import('../commands/plan.js')).planCommand,
  },
  gate: {
    summary: 'gate check "CMD"        say whether a gate command may run, and why',
    load: async () => (await import('../commands/gate.js')).gateCommand,
  },
};

const USAGE = `openforge ${VERSION}: turn a PRD into gated, planned phases for an OpenClaw agent.

Usage: openforge <command> [options]

Commands:
${Object.values(COMMANDS)
  .map((c) => `  ${c.summary}`)
  .join('\n')}

Every command takes --json (one JSON document with schemaVersion on stdout) and --help.
Exit codes: 0 ok, 1 findings (invalid PRD, rejected gate), 2 usage or input error, 3 internal error.
`;

export async function main(argv: string[], ctx: CliContext): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    ctx.stdout(USAGE);
    return name === undefined ? EXIT.usage : EXIT.ok;
  }
  if (name === '--version' || name === '-v') {
    ctx.stdout(`${VERSION}\n`);
    return EXIT.ok;
  }
  const entry = COMMANDS[name];
  if (entry === undefined) {
    const json = rest.includes('--json');
    reportUsage(ctx, json, `unknown command '${name}'. Commands: ${Object.keys(COMMANDS).join(', ')}. Run \`openforge --help\`.`);
    return EXIT.usage;
  }
  try {
    const command = await entry.load();
    return await command.run(rest, ctx);
  } catch (err) {
    const detail = err instanceof Error ? err.message : String(err);
    ctx.stderr(
      `openforge ${name}: internal error: ${detail}\nThis is a bug in OpenForge, not in your input. ` +
        `Set OPENFORGE_DEBUG=1 for the stack trace and report it.\n`,
    );
    if (ctx.env.OPENFORGE_DEBUG === '1' && err instanceof Error && err.stack) ctx.stderr(`${err.stack}\n`);
    return EXIT.internal;
  }
}
