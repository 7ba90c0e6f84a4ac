import { readTextFile } from '../../lib/io/index.js';
import { validatePrd } from '../../lib/plan/index.js';
import { renderValidate } from '../../lib/report/index.js';
import { SCHEMA_VERSION, type ValidateReport } from '../../lib/schema/index.js';
import { parseCommandArgs } from '../cli/args.js';
import { type Command, EXIT } from '../cli/context.js';
import { reportUsage } from '../cli/main.js';

const HELP = `Usage: openforge validate PRD [--json]

Check a PRD without planning a run: structure and fields, phase dependencies (unknown
names, duplicates, cycles), gate commands, Files: overlaps between parallel phases, and
text that looks like a secret. Reads only the PRD; writes nothing.

Options:
  --json   print one JSON document (schemas/validate.schema.json), including the parsed PRD

Exit codes: 0 valid (warnings allowed), 1 the PRD has errors, 2 usage or input error.
`;

export const validateCommand: Command = {
  summary: 'validate PRD',
  help: HELP,
  async run(args, ctx) {
    const parsed = parseCommandArgs('validate', args, {});
    if (!parsed.ok) {
      reportUsage(ctx, parsed.json, parsed.message);
      return EXIT.usage;
    }
    if (parsed.help) {
      ctx.stdout(HELP);
      return EXIT.ok;
    }
    const [file, ...extra] = parsed.positionals;
    if (file === undefined || extra.length > 0) {
      reportUsage(ctx, parsed.json, 'validate: expected exactly one PRD file, e.g. `openforge validate docs/auth.prd.md`.');
      return EXIT.usage;
    }
    const read = readTextFile(file);
    if (!read.ok) {
      reportUsage(ctx, parsed.json, read.message, 'input', file);
      return EXIT.usage;
    }
    const result = validatePrd(read.text);
    const report: ValidateReport = {
      schemaVersion: SCHEMA_VERSION,
      file,
      valid: result.valid,
      errorCount: result.diagnostics.filter((d) => d.severity === 'error').length,
      warningCount: result.diagnostics.filter((d) => d.severity === 'warning').length,
      diagnostics: result.diagnostics,
      prd: result.prd,
    };
    ctx.stdout(parsed.json ? `${JSON.stringify(report, null, 2)}\n` : renderValidate(report));
    return result.valid ? EXIT.ok : EXIT.findings;
  },
};
