// The generated tables of references/: the rule table of prd-format.md from the rule registry
// (lib/diagnostics/rules.ts, rendered by lib/diagnostics/rule-table.ts) and the escalation
// reason and warning tables of troubleshooting.md from the reason and warning records
// (lib/reasons/, lib/warnings/; rendered by lib/render/reason-table.ts).
import { build } from 'esbuild';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Each generated table: its module, and the names it exports for the page and the rewrite. */
const TABLES = [
  { entry: 'lib/diagnostics/rule-table.ts', page: 'RULE_TABLE_PAGE', rewrite: 'withRuleTable', markers: 'rules' },
  { entry: 'lib/render/reason-table.ts', page: 'REASON_TABLE_PAGE', rewrite: 'withReasonTable', markers: 'reasons' },
];

/** The pages of skills/openforge/references/ that hold a generated table, each with its region rewritten from its registry. */
export async function generatedPages(root) {
  const tmp = mkdtempSync(join(tmpdir(), 'openforge-tables-'));
  try {
    const pages = [];
    for (const [i, t] of TABLES.entries()) {
      const outfile = join(tmp, `table-${i}.mjs`);
      await build({ absWorkingDir: root, entryPoints: [join(root, t.entry)], outfile, bundle: true, format: 'esm', platform: 'node', logLevel: 'warning' });
      const mod = await import(pathToFileURL(outfile).href);
      const name = mod[t.page];
      const file = join(root, 'skills/openforge/references', name);
      const text = mod[t.rewrite](readFileSync(file, 'utf8'));
      if (text === null) {
        throw new Error(`${file} has no <!-- ${t.markers}:start --> … <!-- ${t.markers}:end --> lines for its generated table: add the two lines where the table goes`);
      }
      pages.push({ name, text });
    }
    return pages;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
