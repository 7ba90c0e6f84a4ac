import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { runCli } from './cli.js';
import { schemaErrors } from './schemas.js';

export interface CliProject {
  dir: string;
  env: Record<string, string>;
  prd: string;
}

/**
 * Projects under `tmp`, each a fresh directory holding `x.prd.md`, with its own OpenForge home
 * beside it (outside the project: the home holds the run seals and their key, which the tree
 * snapshot would otherwise see change) and a fixed clock.
 */
export function projectMaker(tmp: string, defaultText: string): (text?: string) => CliProject {
  let counter = 0;
  return (text = defaultText) => {
    counter += 1;
    const dir = join(tmp, `p${counter}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'x.prd.md'), text);
    return { dir, env: { OPENFORGE_HOME: join(tmp, `p${counter}-home`), OPENFORGE_NOW: '1796029200000' }, prd: join(dir, 'x.prd.md') };
  };
}

/** Run a command with `--json` in the project; the document is checked against `schema` unless null. */
export async function cliJson(argv: string[], p: Pick<CliProject, 'dir' | 'env'>, schema: string | null = 'next') {
  const r = await runCli([...argv, '--json'], { env: p.env, cwd: p.dir });
  const doc = JSON.parse(r.stdout);
  if (schema !== null) expect(schemaErrors(schema, doc)).toBe('');
  return { code: r.code, doc, stderr: r.stderr };
}
