import { readExecApprovals } from '../../lib/io/index.js';
import { execApprovalsAdvice, planHandover, planPrd } from '../../lib/plan/index.js';
import { renderMermaid, renderPlan } from '../../lib/render/index.js';
import { renderCounts, renderDiagnostics } from '../../lib/render/diagnostics.js';
import { startCommand } from '../cli/args.js';
import { planInput } from '../cli/plan-input.js';
import { readPrdArgument } from '../cli/prd-file.js';
import { type Command, EXIT } from '../cli/context.js';
import { invocation } from '../cli/invocation.js';
import { reportUsage } from '../cli/usage.js';
import { redactSecrets } from '../../lib/secrets/index.js';
import { planHelp } from '../../lib/render/command-help.js';
import { documentText } from '../../lib/render/document.js';

export const planCommand: Command = {
  summary: 'plan PRD [--cwd DIR]',
  help: planHelp,
  async run(args, ctx) {
    const parsed = startCommand('plan', args, ctx, { cwd: { type: 'string' }, mermaid: { type: 'boolean' } }, planHelp);
    if (typeof parsed === 'number') return parsed;
    if (parsed.json && parsed.values.mermaid === true) {
      reportUsage(ctx, true, 'plan: --json and --mermaid are alternatives; pick one.');
      return EXIT.usage;
    }
    const prdFile = readPrdArgument('plan', parsed, ctx);
    if (typeof prdFile === 'number') return prdFile;
    const input = planInput(prdFile, parsed.values.cwd, ctx);
    const plan = planPrd(input);
    // Only when OpenClaw's exec approvals are on: what to allow.
    const host = readExecApprovals({ env: ctx.env, homeDir: ctx.homeDir });
    const execApprovals = execApprovalsAdvice({
      config: input.openclaw.config,
      approvals: host.document,
      origin: host.origin,
      scriptCommand: invocation(ctx),
      hasGates: plan.phases.some((p) => p.gate.commands.length > 0),
    });
    if (execApprovals !== null) plan.execApprovals = execApprovals;
    // How a run's children would hand over here, read the way `run` reads it.
    plan.handover = planHandover({ config: input.openclaw.config, approvals: host.document, origin: host.origin });
    if (!parsed.json && parsed.values.mermaid === true) {
      ctx.stdout(redactSecrets(renderMermaid(plan.phases, plan.waves)));
      // The chart has no room for them: the diagnostics go to stderr, as `validate` prints them.
      if (plan.diagnostics.length > 0) ctx.stderr(redactSecrets(`${[...renderDiagnostics(plan.file, plan.diagnostics), `plan ${plan.valid ? 'ok' : 'has errors'} (${renderCounts(plan.diagnostics)})`].join('\n')}\n`));
    } else ctx.stdout(documentText(parsed.json, plan, { layout: 'indented', human: renderPlan }));
    return plan.valid ? EXIT.ok : EXIT.findings;
  },
};
