// The rule table of references/prd-format.md, generated from the rule registry
// (lib/diagnostics/rules.ts, rendered by lib/diagnostics/rule-table.ts).
import { build } from 'esbuild';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The text of references/<page> with its rules:start … rules:end region rewritten from the registry. */
export async function pageWithRuleTable(root) {
  const tmp = mkdtempSync(join(tmpdir(), 'openforge-rules-'));
  try {
    const outfile = join(tmp, 'rule-table.mjs');
    await build({
      absWorkingDir: root,
      entryPoints: [join(root, 'lib/diagnostics/rule-table.ts')],
      outfile,
      bundle: true,
      format: 'esm',
      platform: 'node',
      logLevel: 'warning',
    });
    const { RULE_TABLE_PAGE, withRuleTable } = await import(pathToFileURL(outfile).href);
    const file = join(root, 'references', RULE_TABLE_PAGE);
    const page = withRuleTable(readFileSync(file, 'utf8'));
    if (page === null) {
      throw new Error(`${file} has no <!-- rules:start --> … <!-- rules:end --> lines for the generated rule table: add the two lines where the table goes`);
    }
    return { name: RULE_TABLE_PAGE, text: page };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
