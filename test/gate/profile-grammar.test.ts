import { describe, expect, it } from 'vitest';
import { validateGate } from '../../lib/gate/index.js';
import { ENV_TYPES, optionType } from '../../lib/gate/option-types.js';
import { PASSTHROUGH_GRAMMARS, PASSTHROUGH_TYPES } from '../../lib/gate/passthrough.js';
import { GATE_PROFILES } from '../../lib/gate/profiles.js';
import { valueProblem } from '../../lib/gate/value-types.js';

const verdict = (cmd: string, isProjectFile?: (p: string) => boolean): string =>
  validateGate(cmd, isProjectFile === undefined ? { shellGate: false } : { shellGate: false, isProjectFile }).verdict;
const reason = (cmd: string): string => validateGate(cmd, { shellGate: false }).diagnostics.map((d) => d.message).join(' / ');

describe('profiles are grammars (issue 26 item 1)', () => {
  it('gives every value option of every profile, and of every passthrough grammar, a type', () => {
    const untyped = Object.entries(GATE_PROFILES).flatMap(([key, p]) => p.values.filter((v) => optionType(key, v) === undefined).map((v) => `${key} ${v}`));
    expect(untyped).toEqual([]);
    const grammars = Object.entries(PASSTHROUGH_GRAMMARS).flatMap(([key, p]) => p.values.filter((v) => PASSTHROUGH_TYPES[key]?.[v] === undefined).map((v) => `${key} ${v}`));
    expect(grammars).toEqual([]);
    for (const [key, p] of Object.entries(GATE_PROFILES)) for (const name of p.passthrough ?? []) expect(PASSTHROUGH_GRAMMARS[name] ?? GATE_PROFILES[name], `${key} → ${name}`).toBeDefined();
  });

  it('judges values by type: literal problems', () => {
    expect(valueProblem('path', '/tmp/x')).toBe('`/tmp/x` is an absolute path (outside the project)');
    expect(valueProblem('path', '../x')).toBe('`../x` reaches outside the project (`..`)');
    expect(valueProblem('path', 'a=b')).toBe('`a=b` holds `=`, a setting rather than a path');
    expect(valueProblem('path', 'src/**/*.ts')).toBeNull();
    expect(valueProblem('int', '4')).toBeNull();
    expect(valueProblem('int', '4x')).toBe('`4x` is not a whole number');
    expect(valueProblem('count', '50%')).toBeNull();
    expect(valueProblem('name', 'html:/tmp/cov')).toBe('`html:/tmp/cov` is a URL');
    expect(valueProblem('name', 'html:../cov')).toBe('`../cov` reaches outside the project (`..`)');
    expect(valueProblem('name', '--import=x')).toBe('the value `--import=x` starts with `-` (another option)');
    expect(valueProblem('plugin-off', 'no:cacheprovider')).toBeNull();
    expect(valueProblem('plugin-off', 'evil')).toBe('`evil` loads a plugin (only `no:NAME`, which turns one off, is vetted)');
    expect(valueProblem('warning-filter', 'error::DeprecationWarning')).toBeNull();
    expect(valueProblem('warning-filter', 'error::netrc.Warning')).toBe('the warning category `netrc.Warning` in `error::netrc.Warning` is not a built-in one (Python imports a dotted category\'s module)');
    expect(valueProblem(['auto', 'never'], 'x')).toBe('`x` is none of `auto`, `never`');
  });

  it('makes a value of another type confirm, naming the option and the value', () => {
    expect(verdict('pytest -o addopts=-pevil')).toBe('confirm');
    expect(reason('pytest -o addopts=-pevil')).toContain('the value of `-o` of `pytest`: the setting `addopts` is not a vetted one');
    expect(verdict('pytest -o xfail_strict=true')).toBe('ok');
    expect(verdict('python3 -X pycache_prefix=/tmp/x -m pytest')).toBe('confirm');
    expect(verdict('python3 -X dev -m pytest')).toBe('ok');
    expect(verdict('python3 -W error::this.Warning -m pytest')).toBe('confirm');
    expect(verdict('python3 -W error -m pytest')).toBe('ok');
    expect(verdict('cmake -S . -B build -DCMAKE_C_FLAGS=-B/tmp')).toBe('confirm');
    expect(verdict('cmake -S . -B build -DCMAKE_BUILD_TYPE=Release')).toBe('ok');
    expect(verdict('cmake -S . -B build -DCMAKE_BUILD_TYPE=Fast')).toBe('confirm');
    expect(verdict('cmake -S . -B build -DENABLE_TESTS=ON')).toBe('ok');
    expect(verdict('mvn -o -q test -Djvm=/tmp/java')).toBe('confirm');
    expect(verdict('mvn -DskipTests package')).toBe('ok');
    expect(verdict('tsc --outDir /tmp/x')).toBe('confirm');
    expect(verdict('go test -o ../x ./...')).toBe('confirm');
    expect(verdict('pytest --junitxml=reports/j.xml')).toBe('ok');
    expect(verdict('pytest --basetemp=tmp')).toBe('confirm');
  });

  it('judges words after `--` by the grammar of the runner they reach; the per-word check reads the value after `=`', () => {
    expect(verdict('npm test -- --import=/abs/x.mjs')).toBe('confirm');
    expect(reason('npm test -- --import=/abs/x.mjs')).toContain('`--import=/abs/x.mjs` after `--` of `npm` is not a vetted option of the runner it reaches');
    expect(verdict('npm test -- --test-reporter=/abs/r.mjs')).toBe('confirm');
    expect(verdict('npm test -- --test-reporter=spec')).toBe('ok');
    expect(verdict('npm test -- --coverage')).toBe('ok');
    expect(verdict('npm test -- --grep "login flow"')).toBe('ok');
    expect(verdict('npm test -- NODE_OPTIONS=x')).toBe('confirm');
    expect(verdict('cargo test -- --logfile=x.log')).toBe('confirm');
    expect(verdict('cargo test -- --test-threads=1 --nocapture')).toBe('ok');
    expect(verdict('cargo clippy -- -D warnings')).toBe('ok');
    expect(verdict('node --test -- --import=x.mjs')).toBe('confirm');
  });

  it('allows unittest operands only as discover or names that resolve to a .py file of the project', () => {
    const files = new Set(['tests/test_api.py', 'tests/__init__.py']);
    const inProject = (p: string): boolean => files.has(p);
    expect(verdict('python3 -m unittest netrc.netrc', inProject)).toBe('confirm');
    expect(verdict('python3 -m unittest tests.test_api.TestApi', inProject)).toBe('ok');
    expect(verdict('python3 -m unittest tests', inProject)).toBe('ok');
    expect(verdict('python3 -m unittest tests.test_api')).toBe('confirm');
    expect(verdict('python3 -m unittest discover -s tests')).toBe('ok');
    expect(verdict('python3 -m unittest tests/test_api.py')).toBe('ok');
    expect(verdict('python3 -m unittest -k test os.environ.copy', inProject)).toBe('confirm');
    // Past the project's module only a test class, method or function: the rest would reach
    // what the module imported (its `os`) and call it.
    expect(verdict('python3 -m unittest tests.test_api.TestApi.test_get', inProject)).toBe('ok');
    expect(verdict('python3 -m unittest tests.test_api.test_get', inProject)).toBe('ok');
    expect(verdict('python3 -m unittest tests.test_api.os.environ.copy', inProject)).toBe('confirm');
    expect(verdict('python3 -m unittest tests.test_api.os', inProject)).toBe('confirm');
    expect(verdict('python3 -m unittest tests.test_api.TestApi.setUpClass', inProject)).toBe('confirm');
    expect(verdict('python3 -m unittest tests.shutil.rmtree', inProject)).toBe('confirm');
  });

  it('types environment values: PYTHONPATH only relative and inside, GOPROXY only off or direct', () => {
    expect(Object.keys(ENV_TYPES)).toContain('PYTHONPATH');
    expect(verdict('PYTHONPATH=src pytest')).toBe('ok');
    expect(verdict('PYTHONPATH=src:lib pytest')).toBe('ok');
    expect(verdict('PYTHONPATH=/tmp pytest')).toBe('confirm');
    expect(verdict('env CI=1 PYTHONPATH=../x pytest')).toBe('confirm');
    expect(verdict('GOPROXY=https://proxy.example go test ./...')).toBe('confirm');
    expect(verdict('GOPROXY=off go test ./...')).toBe('ok');
    expect(verdict('NODE_ENV=../x npm test')).toBe('confirm');
  });
});
