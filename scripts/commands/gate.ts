import { isProjectFile as isFileInProject } from '../../lib/io/index.js';
import { withOutsideConfigAt } from '../../lib/io/outside-check.js';
import { validateGate } from '../../lib/gate/index.js';
import { redactGateCheck, renderGateCheck } from '../../lib/render/index.js';
import { SCHEMA_VERSION, type GateCheckReport } from '../../lib/schema/index.js';
import { startCommand } from '../cli/args.js';
import { type Command, EXIT } from '../cli/context.js';
import { reportUsage } from '../cli/usage.js';
import { gateHelp } from '../../lib/render/command-help.js';
import { documentText } from '../../lib/render/document.js';

export const gateCommand: Command = {
  summary: 'gate check "CMD"',
  help: gateHelp,
  async run(args, ctx) {
    const parsed = startCommand('gate', args, ctx, { 'shell-gate': { type: 'boolean' } }, gateHelp);
    if (typeof parsed === 'number') return parsed;
    const [sub, command, ...extra] = parsed.positionals;
    if (sub !== 'check' || command === undefined || extra.length > 0) {
      reportUsage(
        ctx,
        parsed.json,
        'gate: expected `openforge gate check "CMD"` with the whole command as one quoted argument. Run `openforge gate --help`.',
      );
      return EXIT.usage;
    }
    // A gate holding a secret is rejected (gate-secret) and never runs, so its echo is redacted like every other field.
    // unittest operands are judged against the files of the working directory's project.
    const isProjectFile = (relativePath: string): boolean => isFileInProject(ctx.cwd, relativePath);
    // Configuration the runner (or one its project scripts start) would take from the home or a parent folder makes it `confirm`, as `plan` and `run` say.
    const check = redactGateCheck(withOutsideConfigAt(validateGate(command, { shellGate: parsed.values['shell-gate'] === true, isProjectFile }), ctx.cwd, ctx.env, ctx.homeDir));
    const report: GateCheckReport = { schemaVersion: SCHEMA_VERSION, ...check };
    ctx.stdout(documentText(parsed.json, report, { layout: 'indented', human: renderGateCheck }));
    return check.verdict === 'rejected' ? EXIT.findings : EXIT.ok;
  },
};
