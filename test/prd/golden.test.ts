import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { parsePrd } from '../../lib/prd/index.js';
import { Diagnostic, PrdModel } from '../../lib/schema/index.js';

/**
 * Golden tests: each folder of test/fixtures/prd/ holds `input.prd.md` and
 * `expected.json` (`{prd, diagnostics}`, 2-space indent). Expected files are
 * rewritten only on request: OPENFORGE_UPDATE_GOLDEN=1 npx vitest run test/prd/golden.test.ts
 * — then review the diff by hand before committing it.
 */
const FIXTURES = fileURLToPath(new URL('../fixtures/prd/', import.meta.url));
const UPDATE = process.env.OPENFORGE_UPDATE_GOLDEN === '1';

const cases = readdirSync(FIXTURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

describe('PRD parser golden fixtures', () => {
  it('has fixtures', () => {
    expect(cases.length).toBeGreaterThanOrEqual(25);
  });

  for (const name of cases) {
    it(name, () => {
      const folder = join(FIXTURES, name);
      const input = readFileSync(join(folder, 'input.prd.md'), 'utf8');
      const result = parsePrd(input);
      expect(Value.Check(PrdModel, result.prd)).toBe(true);
      for (const d of result.diagnostics) expect(Value.Check(Diagnostic, d)).toBe(true);
      const actual = `${JSON.stringify(result, null, 2)}\n`;
      const expectedPath = join(folder, 'expected.json');
      if (UPDATE) {
        writeFileSync(expectedPath, actual);
        return;
      }
      if (!existsSync(expectedPath)) {
        expect.fail(
          `${name}/expected.json is missing: create it with OPENFORGE_UPDATE_GOLDEN=1 npx vitest run test/prd/golden.test.ts, then review it by hand.`,
        );
      }
      expect(JSON.parse(actual)).toEqual(JSON.parse(readFileSync(expectedPath, 'utf8')));
    });
  }
});
