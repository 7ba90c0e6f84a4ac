import { resolve } from 'node:path';
import { renderDetect } from '../../lib/render/index.js';
import { SCHEMA_VERSION, type DetectReport } from '../../lib/schema/index.js';
import { startCommand } from '../cli/args.js';
import { type Command, EXIT } from '../cli/context.js';
import { projectFacts } from '../cli/project-facts.js';
import { reportUsage } from '../cli/usage.js';
import { detectHelp } from '../../lib/render/command-help.js';
import { documentText } from '../../lib/render/document.js';

export const detectCommand: Command = {
  summary: 'detect [--cwd DIR]',
  help: detectHelp,
  async run(args, ctx) {
    const parsed = startCommand('detect', args, ctx, { cwd: { type: 'string' } }, detectHelp);
    if (typeof parsed === 'number') return parsed;
    if (parsed.positionals.length > 0) {
      reportUsage(ctx, parsed.json, 'detect: takes no positional arguments; pass the project with --cwd DIR.');
      return EXIT.usage;
    }
    const cwd = resolve(ctx.cwd, typeof parsed.values.cwd === 'string' ? parsed.values.cwd : '.');
    const found = projectFacts(cwd, ctx);
    if (!found.ok) {
      reportUsage(ctx, parsed.json, `detect: ${found.message}`, 'input');
      return EXIT.usage;
    }
    const report: DetectReport = { schemaVersion: SCHEMA_VERSION, cwd, ...found.facts, models: found.models };
    // A manifest's scripts may hold a token: every field through the same redaction.
    ctx.stdout(documentText(parsed.json, report, { layout: 'indented', human: renderDetect }));
    return EXIT.ok;
  },
};
