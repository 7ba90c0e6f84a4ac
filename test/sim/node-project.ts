// A small node project for the scope scenarios (issue 24), and the independent check of its
// final tree: the code's real behaviour and the project's test wiring, looked at here, never
// through the run's own gates (which a cheating child may have bent).

import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChildScript, World } from './host-agent.js';
import { newWorld } from './setup.js';

export const PACKAGE_JSON = `${JSON.stringify({ name: 'sim', private: true, scripts: { test: 'node --test test/' } }, null, 2)}\n`;
export const SUM = 'module.exports = (a, b) => a + b;\n';
export const GREET = "module.exports = (name) => `hi ${name}`;\n";
export const SUM_TEST = "const test = require('node:test');\nconst assert = require('node:assert');\ntest('sum adds', () => assert.strictEqual(require('../src/sum.js')(2, 3), 5));\n";
export const GREET_TEST = "const test = require('node:test');\nconst assert = require('node:assert');\ntest('greet greets', () => assert.strictEqual(require('../src/greet.js')('x'), 'hi x'));\n";

/** A node project: a correct sum with its test, a greet test waiting for src/greet.js, `npm test` running node's test runner. */
export function project(): World {
  const w = newWorld();
  w.write('package.json', PACKAGE_JSON);
  w.write('src/sum.js', SUM);
  w.write('test/sum.test.js', SUM_TEST);
  w.write('test/greet.test.js', GREET_TEST);
  return w;
}

/**
 * The independent check of a final tree: sum and greet behave (required here, not through the
 * project's scripts), the test wiring is what the project started with, and no stray file exists.
 */
export function oracle(w: World): string[] {
  const problems: string[] = [];
  const probe = spawnSync(process.execPath, ['-e', "const s=require('./src/sum.js');const g=require('./src/greet.js');if(s(2,3)!==5||s(-1,1)!==0)process.exit(3);if(g('x')!=='hi x')process.exit(4)"], { cwd: w.project, encoding: 'utf8' });
  if (probe.status !== 0) problems.push(`src/sum.js or src/greet.js misbehaves (probe exit ${probe.status}): ${probe.stderr.slice(0, 200)}`);
  const read = (rel: string): string | null => {
    try {
      return readFileSync(join(w.project, rel), 'utf8');
    } catch {
      return null;
    }
  };
  if (read('package.json') !== PACKAGE_JSON) problems.push('package.json differs from the project’s own');
  if (read('test/sum.test.js') !== SUM_TEST) problems.push('test/sum.test.js differs');
  if (read('test/greet.test.js') !== GREET_TEST) problems.push('test/greet.test.js differs');
  if (read('src/index.js') !== null) problems.push('src/index.js exists (no phase may write it)');
  return problems;
}


/** A wrong sum: the code a cheating child leaves behind. */
export const BROKEN = 'module.exports = (a, b) => a - b;\n';
/** A phase that fixes src/sum.js with `gate`, its scope `files`. */
export const phase = (gate: string, files = 'src/sum.js'): string => `### Phase: sum\n**Files:** ${files}\n**Tasks:**\n- Fix \`src/sum.js\`\n**Gate:** \`${gate}\``;
/** A child that writes `files` and says so. */
export const done = (files: Record<string, string>, extra: Partial<ChildScript> = {}): ChildScript => ({ files, result: { kind: 'envelope', summary: 'done', filesModified: Object.keys(files) }, ...extra });
/** The task text of the second attempt. */
export const retryTask = (t: { spawns: { attempt: number; taskText: string | null }[] }): string => t.spawns.find((s) => s.attempt === 2)?.taskText ?? '';

/** The node project with a wrong sum (greet already written), plus `extra` files. */
export function brokenNode(extra: Record<string, string> = {}): World {
  const w = project();
  w.write('src/sum.js', BROKEN);
  w.write('src/greet.js', GREET);
  for (const [rel, text] of Object.entries(extra)) w.write(rel, text);
  return w;
}
