// The runners a gate starts through the project's own scripts (lib/gate/started-scripts.ts): a
// shell script, a Makefile's recipes, a package.json script, followed into what they run; and the
// verdict they give with configuration from outside the project. Each attack has an honest twin.

import { describe, expect, it } from 'vitest';
import { validateGate } from '../../lib/gate/index.js';
import { OUTSIDE_CONFIG_RULE, withOutsideConfig } from '../../lib/gate/outside-verdict.js';
import { commandsOf, startedScriptRunners, type ScriptReader } from '../../lib/gate/started-scripts.js';
import type { GateCheck } from '../../lib/schema/index.js';
import type { OutsideConfigLine } from '../../lib/schema/index.js';

const reader =
  (files: Record<string, string>): ScriptReader =>
  (path) =>
    files[path] ?? null;
const runners = (gate: string, files: Record<string, string>, shellGate = false): string[] => {
  const check = validateGate(gate, { shellGate });
  return [...startedScriptRunners(check.argv, check.command, reader(files))].sort();
};
/** withOutsideConfig with the runners `files` start for `check` (as lib/plan/gates.ts passes them). */
const judged = (check: GateCheck, lines: readonly OutsideConfigLine[], files?: Record<string, string>): GateCheck =>
  withOutsideConfig(check, lines, files === undefined ? undefined : () => startedScriptRunners(check.argv, check.command, reader(files)));
const pkg = (scripts: Record<string, string>): string => JSON.stringify({ name: 'p', private: true, scripts });

describe('the runners a project script starts', () => {
  it('a shell script by sh, bash or its path; a Makefile (default name, -f, -C); a package.json script with pre and post', () => {
    expect(runners('sh check.sh', { 'check.sh': '#!/bin/sh\nset -e\nnpm test\n' })).toEqual(['npm']);
    expect(runners('bash -e ci/verify.sh', { 'ci/verify.sh': 'cd "$(dirname "$0")"\npython3 -m pytest -q\n' })).toEqual(['pytest']);
    expect(runners('./scripts/check', { 'scripts/check': '#!/bin/sh\nexec cargo test --quiet\n' })).toEqual(['cargo']);
    expect(runners('make test', { Makefile: 'test:\n\t@cargo test\n' })).toEqual(['cargo']);
    expect(runners('make -C sub check', { 'sub/GNUmakefile': 'check:\n\tnpx vitest run\n' })).toEqual(['npm']);
    expect(runners('make -f ci.mk', { 'ci.mk': 'all:\n\tpytest\n' })).toEqual(['pytest']);
    expect(runners('npm run check', { 'package.json': pkg({ check: 'pytest -q' }) })).toEqual(['pytest']);
    expect(runners('npm test', { 'package.json': pkg({ pretest: 'cargo build', test: 'node --test' }) })).toEqual(['cargo']);
    expect(runners('npm --prefix web run lint', { 'web/package.json': pkg({ lint: 'eslint . && pytest --co' }) })).toEqual(['pytest']);
    expect(runners('yarn check', { 'package.json': pkg({ check: 'cargo clippy' }) })).toEqual(['cargo']);
  });

  it('followed through the scripts they run in turn: make → a script → a package.json script; `sh -c` text; `$(MAKE)`', () => {
    const files = {
      Makefile: 'test:\n\t$(MAKE) -C tools verify\n',
      'tools/Makefile': 'verify:\n\tsh ./run.sh\n',
      'tools/run.sh': 'npm run deep\n',
      'tools/package.json': pkg({ deep: 'env CI=1 cargo test' }),
    };
    expect(runners('make test', files)).toEqual(['cargo', 'npm']);
    expect(runners('sh -c "sh check.sh"', { 'check.sh': 'pytest\n' }, true)).toEqual(['pytest']);
    expect(runners('make test', { Makefile: 'include mk/ci.mk\n', 'mk/ci.mk': 'test:\n\tpytest\n' })).toEqual(['pytest']);
    expect(runners('sh check.sh', { 'check.sh': '. ./lib.sh\nrun_tests\n', 'lib.sh': 'run_tests() { cargo test; }\n' })).toEqual(['cargo']);
    expect(runners('sh check.sh', { 'check.sh': 'URL="http://x/#a" npm test # then done\n' })).toEqual(['npm']);
  });

  it('honest: scripts that start no such runner, a script name that is not a path, a missing file, an absolute path, and a loop', () => {
    expect(runners('sh check.sh', { 'check.sh': '#!/bin/sh\nnode --test test/\n' })).toEqual([]);
    expect(runners('make test', { Makefile: 'test:\n\tgo test ./...\n' })).toEqual([]);
    expect(runners('npm run check', { 'package.json': pkg({ check: 'tsc --noEmit', test: 'pytest' }) })).toEqual([]);
    expect(runners('sh check.sh', {})).toEqual([]);
    expect(runners('sh /opt/check.sh', { '/opt/check.sh': 'npm test\n' })).toEqual([]);
    expect(runners('sh a.sh', { 'a.sh': 'sh b.sh\n', 'b.sh': 'sh a.sh\n' })).toEqual([]);
  });

  it('words split as a shell would see the commands: separators, substitutions and quotes', () => {
    expect(commandsOf('a && b | c; d `e` $(f x) "g h"')).toEqual([['a'], ['b'], ['c'], ['d'], ['e'], ['f', 'x'], ['g', 'h']]);
  });
});

describe('the verdict with configuration from outside the project', () => {
  const npmrc: OutsideConfigLine = { runner: 'npm', file: '~/.npmrc', line: 1, text: 'script-shell=/tmp/x/fake-sh' };
  const pytestIni: OutsideConfigLine = { runner: 'pytest', file: '/w/pytest.ini', line: 1, text: '[pytest]' };

  it('attack: `sh check.sh` calling npm with a script-shell in ~/.npmrc is confirm, quoting the line', () => {
    const check = judged(validateGate('sh check.sh', { shellGate: false }), [npmrc], { 'check.sh': 'npm test\n' });
    expect(check.verdict).toBe('confirm');
    expect(check.outsideConfig).toEqual([npmrc]);
    expect(check.diagnostics.map((d) => d.ruleId)).toContain(OUTSIDE_CONFIG_RULE);
  });

  it('attack: `make test` whose recipe runs pytest, under a parent pytest.ini, is confirm', () => {
    expect(judged(validateGate('make test', { shellGate: false }), [pytestIni], { Makefile: 'test:\n\tpython3 -m pytest\n' }).verdict).toBe('confirm');
  });

  it('honest twins: the same gates when their scripts start another runner, or with no reader, keep their verdict', () => {
    const sh = validateGate('sh check.sh', { shellGate: false });
    expect(judged(sh, [pytestIni], { 'check.sh': 'npm test\n' })).toEqual(sh);
    const make = validateGate('make test', { shellGate: false });
    expect(judged(make, [npmrc], { Makefile: 'test:\n\tpython3 -m pytest\n' })).toEqual(make);
    expect(judged(make, [pytestIni])).toEqual(make);
  });
});
