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
  run: {
    summary: 'run PRD [--cwd DIR]     start a run (--only PHASE, --new) and print the first actions',
    load: async () => (await import('../commands/run.js')).runCommand,
  },
  next: {
    summary: 'next [RUN]              record what happened and print the actions to carry out now',
    load: async () => (await import('../commands/next.js')).nextCommand,
  },
  spawned: {
    summary: 'spawned RUN ACTION --session KEY   record the child session of a spawn',
    load: async () => (await import('../commands/spawned.js')).spawnedCommand,
  },
  decide: {
    summary: 'decide RUN PHASE approve|reject [--note TEXT]   answer an approval phase',
    load: async () => (await import('../commands/decide.js')).decideCommand,
  },
  status: {
    summary: 'status [RUN]            "Pipeline status": one line per phase (latest run by default)',
    load: async () => (await import('../commands/status.js')).statusCommand,
  },
  list: {
    summary: 'list                    every run, newest first',
    load: async () => (await import('../commands/list.js')).listCommand,
  },
  resume: {
    summary: 'resume RUN [--phase P]  continue after an escalation, or restart from a phase',
    load: async () => (await import('../commands/resume.js')).resumeCommand,
  },
  cancel: {
    summary: 'cancel RUN              stop a run for good',
    load: async () => (await import('../commands/cancel.js')).cancelCommand,
  },
  detect: {
    summary: 'detect [--cwd DIR]      the project\'s languages, toolchains, build/test/lint commands, layout, models',
    load: async () => (await import('../commands/detect.js')).detectCommand,
  },
  draft: {
    summary: 'draft REQUEST_FILE --cwd DIR   draft a PRD from a request (planner + validator), preview, approve',
    load: async () => (await import('../commands/draft.js')).draftCommand,
  },
  complexity: {
    summary: 'complexity PATH...      per-function complexity; --baseline FILE writes or compares (erosion)',
    load: async () => (await import('../commands/complexity.js')).complexityCommand,
  },
};

const USAGE = `openforge ${VERSION}: turn a PRD into gated, planned phases for an OpenClaw agent.

Usage: openforge <command> [options]

Commands:
${Object.values(COMMANDS)
  .map((c) => `  ${c.summary}`)
  .join('\n')}

Every command takes --json (one JSON document with schemaVersion on stdout) and --help;
--debug (or OPENFORGE_DEBUG=1) prints the stack trace of an internal error.
Exit codes: 0 ok, 1 findings (invalid PRD, rejected gate, halted run), 2 usage or input error, 3 internal error.
`;

/** `--debug` anywhere before a `--`: the global flag (internal errors print their stack). */
function takeDebug(argv: string[]): { argv: string[]; debug: boolean } {
  const end = argv.indexOf('--');
  const head = end === -1 ? argv : argv.slice(0, end);
  const tail = end === -1 ? [] : argv.slice(end);
  const kept = head.filter((a) => a !== '--debug');
  return { argv: [...kept, ...tail], debug: kept.length !== head.length };
}

export async function main(all: string[], ctx: CliContext): Promise<number> {
  const { argv, debug: debugFlag } = takeDebug(all);
  const debug = debugFlag || ctx.env.OPENFORGE_DEBUG === '1';
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
        `Run it again with --debug (or OPENFORGE_DEBUG=1) for the stack trace and report it.\n`,
    );
    if (debug && err instanceof Error && err.stack) ctx.stderr(`${err.stack}\n`);
    return EXIT.internal;
  }
}
