import { dirname, resolve } from 'node:path';
import { projectChecks } from '../../lib/io/index.js';
import { validatePrd } from '../../lib/plan/index.js';
import { renderValidate } from '../../lib/render/index.js';
import { SCHEMA_VERSION, type ValidateReport } from '../../lib/schema/index.js';
import { startCommand } from '../cli/args.js';
import { readPrdArgument } from '../cli/prd-file.js';
import { type Command, EXIT } from '../cli/context.js';
import { validateHelp } from '../../lib/render/command-help.js';
import { documentText } from '../../lib/render/document.js';

export const validateCommand: Command = {
  summary: 'validate PRD',
  help: validateHelp,
  async run(args, ctx) {
    const parsed = startCommand('validate', args, ctx, {}, validateHelp);
    if (typeof parsed === 'number') return parsed;
    const prdFile = readPrdArgument('validate', parsed, ctx);
    if (typeof prdFile === 'number') return prdFile;
    const { file, text } = prdFile;
    // unittest operands, phases' Workdir: and configuration from outside are judged against the project: the front matter's cwd, else here.
    const project = (fromPrd: string | undefined): string => (fromPrd === undefined ? ctx.cwd : resolve(dirname(prdFile.path), fromPrd));
    const result = validatePrd(text, projectChecks(project, ctx.env, ctx.homeDir));
    const report: ValidateReport = {
      schemaVersion: SCHEMA_VERSION,
      file,
      valid: result.valid,
      errorCount: result.diagnostics.filter((d) => d.severity === 'error').length,
      warningCount: result.diagnostics.filter((d) => d.severity === 'warning').length,
      diagnostics: result.diagnostics,
      prd: result.prd,
    };
    ctx.stdout(documentText(parsed.json, report, { layout: 'indented', human: renderValidate }));
    return result.valid ? EXIT.ok : EXIT.findings;
  },
};
