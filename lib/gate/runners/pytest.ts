// pytest (docs.pytest.org): `==== 2 passed, 1 failed in 0.12s ====`; each test with `-v`
// (`tests/test_a.py::test_x PASSED`); a module it could not collect is a collection error.
// Exit code 5: no tests were collected.

import { BOOLEAN_WORDS, type KeyValueType } from '../value-types.js';
import { distinct, each, has, items, lineNames, PASSED_FAILED } from './read.js';
import type { TestRunner, TestStatus } from './types.js';

const PYTEST_ITEMS = /(\d+) (passed|failed|skipped|errors?|xfailed|xpassed)\b/g;

function pytestStatus(word: string): TestStatus {
  if (word === 'PASSED' || word === 'XFAIL') return word === 'XFAIL' ? 'skipped' : 'passed';
  return word === 'SKIPPED' ? 'skipped' : word === 'XPASS' ? 'passed' : 'failed';
}

/**
 * `___ ERROR collecting tests/test_x.py ___` and the short summary's `ERROR tests/test_x.py`
 * (a path without `::`: with one it is a test's setup error). With `--tb=no -rN` neither is
 * printed, only `Interrupted: N errors during collection`: those files are counted unnamed.
 */
function pytestFiles(lines: readonly string[], summarized: boolean): { name: string; line: string }[] {
  const named = distinct(lines, (line) => {
    const short = summarized ? (/^ERROR (\S+)(?: - .*)?$/.exec(line)?.[1] ?? null) : null;
    const name = /^_+ ERROR collecting (\S+) _+$/.exec(line)?.[1] ?? short;
    return name === null || name.includes('::') ? null : name;
  });
  const interrupted = lines.map((l) => /^!+ Interrupted: (\d+) errors? during collection !+$/.exec(l)).find((m) => m !== null);
  const count = interrupted == null ? 0 : Number(interrupted[1]);
  const unnamed = Array.from({ length: Math.max(0, count - named.length) }, (_, i) => ({ name: `(a test module pytest could not collect, ${i + 1})`, line: (interrupted?.[0] ?? '').trim() }));
  return [...named, ...unnamed];
}

/** pytest `-o KEY=VALUE`: ini keys that only shape output or strictness (not addopts, paths, plugins, filters). */
const PYTEST_INI: KeyValueType = {
  keys: {
    console_output_style: ['classic', 'progress', 'progress-even-when-capture-no', 'count', 'times'], junit_family: ['xunit1', 'xunit2', 'legacy'],
    junit_suite_name: 'name', junit_logging: ['no', 'log', 'system-out', 'system-err', 'out-err', 'all'], junit_duration_report: ['total', 'call'],
    xfail_strict: BOOLEAN_WORDS, log_cli: BOOLEAN_WORDS, log_cli_level: 'name', log_level: 'name', empty_parameter_set_mark: ['skip', 'xfail', 'fail_at_collect'],
    faulthandler_timeout: 'number', asyncio_mode: ['auto', 'strict'], asyncio_default_fixture_loop_scope: 'name', verbosity_assertions: 'int',
    timeout: 'number', cache_dir_disabled: BOOLEAN_WORDS,
  },
};

const PYTEST_FLAGS = ['-q', '-v', '-vv', '-vvv', '-x', '-s', '-l', '-ra', '-rA', '-rf', '-rfE', '--ff', '--lf', '--strict-markers',
  '--strict-config', '--no-header', '--disable-warnings', '--runxfail', '--doctest-modules', '--exitfirst', '--quiet', '--verbose',
  '--cov', '--showlocals', '--no-cov', '--benchmark-skip', '--last-failed', '--failed-first', '--new-first', '--sw', '--stepwise'];
const PYTEST_VALUES = ['-k', '-m', '-n', '--tb', '--maxfail', '--cov-report', '--cov-fail-under', '-c', '--rootdir', '--junitxml',
  '--junit-xml', '--durations', '--color', '--import-mode', '-W', '-p', '--numprocesses', '--dist', '--timeout', '-o',
  '--confcutdir', '--ignore', '--deselect', '--log-level', '--reruns', '--cov'];

export const runner: TestRunner = {
  runner: 'pytest',
  order: 50,
  programs: ['pytest', 'py.test'],
  profiles: {
    // Python
    pytest: { subcommands: null, flags: PYTEST_FLAGS, values: PYTEST_VALUES, operands: true },
    'py.test': { subcommands: null, flags: PYTEST_FLAGS, values: PYTEST_VALUES, operands: true },
  },
  optionTypes: { 'pytest -o': PYTEST_INI, 'pytest -W': 'warning-filter', 'pytest -p': 'plugin-off', 'pytest -n': 'count', 'pytest -c': 'path', 'pytest --ignore': 'path', 'pytest -m': 'pattern', 'pytest --timeout': 'number' },
  named: has('pytest', 'py.test'),
  ran: [
    { line: /^[= \t]*\d+ (?:passed|failed|errors?)\b.*\bin [\d.]+s\b.*$/m, counts: PASSED_FAILED },
    { line: /^collected (\d+) items?[ \t]*$/m },
  ],
  none: [/^[= \t]*no tests ran\b.*$/m, /^[= \t]*\d+ deselected in [\d.]+s\b.*$/m, /^collected 0 items[ \t]*$/m],
  noTestsExit: 5,
  summaries: [
    {
      runner: 'pytest',
      read: each(/^[= \t]*((?:\d+ \w+(?:, )?)+) in [\d.]+s\b.*$/, (m) => {
        const it = items(m[1] as string, PYTEST_ITEMS);
        if (it.size === 0) return null;
        const failed = (it.get('failed') ?? 0) + (it.get('error') ?? 0) + (it.get('errors') ?? 0);
        // XFAIL counts as skipped (as its name does under -v): an expected failure shows nothing working.
        return { passed: (it.get('passed') ?? 0) + (it.get('xpassed') ?? 0), failed, skipped: (it.get('skipped') ?? 0) + (it.get('xfailed') ?? 0), todo: 0 };
      }),
    },
  ],
  names: lineNames([[/^(\S+::\S.*?) (PASSED|FAILED|ERROR|SKIPPED|XFAIL|XPASS)\b.*$/, (m) => pytestStatus(m[2] as string)]]),
  unloaded: { counted: true, read: pytestFiles },
};
