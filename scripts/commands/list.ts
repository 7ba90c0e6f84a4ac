import { resolve } from 'node:path';
import { openforgeHome, readRunIndex } from '../../lib/io/index.js';
import { findProjectRuns } from '../../lib/io/project-runs.js';
import { runListEntries } from '../../lib/io/run-list.js';
import { renderRunList } from '../../lib/render/index.js';
import { SCHEMA_VERSION, type RunListReport } from '../../lib/schema/index.js';
import { startCommand } from '../cli/args.js';
import { type Command, EXIT } from '../cli/context.js';
import { clock } from '../../lib/io/clock.js';
import { RUN_CONTRACT } from '../../lib/io/run-contract.js';
import { reportUsage } from '../cli/usage.js';
import { listHelp } from '../../lib/render/command-help.js';
import { documentText } from '../../lib/render/document.js';

export const listCommand: Command = {
  summary: 'list',
  help: listHelp,
  async run(args, ctx) {
    const parsed = startCommand('list', args, ctx, { cwd: { type: 'string' } }, listHelp);
    if (typeof parsed === 'number') return parsed;
    if (parsed.positionals.length > 0) {
      reportUsage(ctx, parsed.json, 'list: takes no arguments. Run `openforge list --help`.');
      return EXIT.usage;
    }
    const index = readRunIndex(openforgeHome(ctx.env, ctx.homeDir));
    const start = typeof parsed.values.cwd === 'string' ? resolve(ctx.cwd, parsed.values.cwd) : ctx.cwd;
    const found = findProjectRuns(start, index.entries);
    const now = clock(ctx.env);
    const runs = await runListEntries(found, now, RUN_CONTRACT);
    const warnings = index.problem === null ? [] : [index.problem];
    const report: RunListReport = { schemaVersion: SCHEMA_VERSION, project: found.project, runs, warnings };
    ctx.stdout(documentText(parsed.json, report, { layout: 'indented', human: renderRunList }));
    return EXIT.ok;
  },
};
