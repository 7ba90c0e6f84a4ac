import { describe, expect, it } from 'vitest';
import { validateGate } from '../../lib/gate/index.js';
import { optionType } from '../../lib/gate/option-types.js';
import { COVERAGE_RUN, PHP_SCRIPT_PROFILES } from '../../lib/gate/profiles-extended.js';
import { gateWords, runsTests } from '../../lib/gate/test-gates.js';

/**
 * The ordinary gates of issue 27 item 9, each with its literal verdict and the rule that
 * decides it (null: `ok`, no diagnostic at all), and hostile variants of each: options that
 * run a program, load code, a configuration or a plugin, or rewrite expectations.
 */
type Row = readonly [gate: string, verdict: 'ok' | 'confirm' | 'rejected', rule: string | null];

const ORDINARY: readonly Row[] = [
  ['npm ci', 'confirm', 'gate-unvetted'],
  ['npm -C app test', 'ok', null],
  ['npm --prefix app test', 'ok', null],
  ['npm --prefix=app run lint', 'ok', null],
  ['go -C app test ./...', 'ok', null],
  ['yarn workspace app test', 'ok', null],
  ['yarn workspace @acme/web run build', 'ok', null],
  ['yarn vitest run', 'ok', null],
  ['npx vitest --run', 'ok', null],
  ['vitest', 'ok', null],
  ['vitest src/auth', 'ok', null],
  ['npx c8 node --test', 'ok', null],
  ['c8 --check-coverage --lines 90 -r lcov npm test', 'ok', null],
  ['tap', 'ok', null],
  ['npx tap -R spec test/', 'ok', null],
  ['coverage run -m pytest', 'ok', null],
  ['coverage run --branch --source=src -m pytest -q', 'ok', null],
  ['uv run --with pytest pytest', 'ok', null],
  ['uv run --with pytest-cov pytest --cov=src', 'ok', null],
  ['uvx ruff check .', 'ok', null],
  ['uvx --python 3.12 mypy src', 'ok', null],
  ['hatch run test', 'ok', null],
  ['hatch run test:pytest -q', 'ok', null],
  ['pytest -p no:cacheprovider', 'ok', null],
  ['flutter test', 'ok', null],
  ['flutter test --no-pub --coverage -r expanded', 'ok', null],
  ['flutter analyze --fatal-infos', 'ok', null],
  ['sbt test', 'ok', null],
  ['sbt -batch clean test', 'ok', null],
  ['stack test', 'ok', null],
  ['stack build --test --fast', 'ok', null],
  ['cabal test', 'ok', null],
  ['cabal test all --test-show-details=direct', 'ok', null],
  ['dune test', 'ok', null],
  ['dune build @runtest', 'ok', null],
  ['lein test', 'ok', null],
  ['lein test :integration', 'ok', null],
  ['php artisan test', 'ok', null],
  ['php artisan test --parallel --filter=Login', 'ok', null],
  ['pre-commit run --all-files', 'confirm', 'gate-unvetted'],
];

const HOSTILE: readonly Row[] = [
  // npm: the prefix is a path inside the project; config keys that name programs stay rejected.
  ['npm --prefix app test --node-options=--require=x', 'rejected', 'gate-hidden-command'],
  ['npm -C app test --script-shell=./evil.sh', 'rejected', 'gate-hidden-command'],
  ['npm --prefix /tmp/x test', 'confirm', 'gate-unvetted'],
  ['npm --prefix ../other test', 'confirm', 'gate-unvetted'],
  ['npm -C app test -- --import=/tmp/x.mjs', 'confirm', 'gate-unvetted'],
  ['npm ci --ignore-scripts', 'confirm', 'gate-unvetted'],
  ['npm install', 'confirm', 'gate-unvetted'],
  // go -C: a path inside the project, the code options still rejected.
  ['go -C /tmp test ./...', 'confirm', 'gate-unvetted'],
  ['go -C app test -toolexec x ./...', 'rejected', 'gate-hidden-command'],
  // yarn workspace and package binaries.
  ['yarn workspace app exec evil', 'rejected', 'gate-hidden-command'],
  ['yarn workspace app dlx evil', 'confirm', 'gate-unvetted'],
  ['yarn workspace ../x test', 'confirm', 'gate-unvetted'],
  ['yarn workspace app', 'confirm', 'gate-unvetted'],
  ['yarn vitest --config evil.js', 'confirm', 'gate-unvetted'],
  ['yarn vite', 'confirm', 'gate-unvetted'],
  // vitest: another config is a module it runs; watch mode never ends.
  ['vitest --config evil.js', 'confirm', 'gate-unvetted'],
  ['vitest -c evil.js run', 'confirm', 'gate-unvetted'],
  ['vitest watch', 'confirm', 'gate-unvetted'],
  ['vitest /tmp/x', 'confirm', 'gate-unvetted'],
  // c8: reporters are modules unless built in; what it runs is judged as a command.
  ['c8 --require x npm test', 'confirm', 'gate-unvetted'],
  ['c8 -r ./evil.js npm test', 'confirm', 'gate-unvetted'],
  ['c8 --config .c8rc.json npm test', 'confirm', 'gate-unvetted'],
  ['c8 node -e x', 'rejected', 'gate-hidden-command'],
  ['c8 sh -c id', 'rejected', 'gate-hidden-command'],
  ['c8 ./evil.sh', 'confirm', 'gate-unvetted'],
  // tap: node arguments, before/after scripts, plugins and non-built-in reporters.
  ['tap --node-arg=--require=x', 'confirm', 'gate-unvetted'],
  ['tap --before=evil.js', 'confirm', 'gate-unvetted'],
  ['tap -R ./evil.js', 'confirm', 'gate-unvetted'],
  ['tap plugin add evil', 'confirm', 'gate-unvetted'],
  ['tap --plugin=evil', 'confirm', 'gate-unvetted'],
  // coverage run: an rcfile can name plugins; the module must be a vetted one, with its own grammar.
  ['coverage run --rcfile=evil.toml -m pytest', 'confirm', 'gate-unvetted'],
  ['coverage run --rcfile evil.toml -m pytest', 'confirm', 'gate-unvetted'],
  ['coverage run -m evilmod', 'confirm', 'gate-unvetted'],
  ['coverage run -m pytest -p evil', 'confirm', 'gate-unvetted'],
  ['coverage run /tmp/x.py', 'confirm', 'gate-unvetted'],
  ['coverage report --rcfile=evil.toml', 'confirm', 'gate-unvetted'],
  // uv / uvx: only well-known tool names are fetched.
  ['uv run --with evilpkg pytest', 'confirm', 'gate-unvetted'],
  ['uv run --with-requirements r.txt pytest', 'confirm', 'gate-unvetted'],
  ['uvx --from evil ruff check .', 'confirm', 'gate-unvetted'],
  ['uvx evilpkg', 'confirm', 'gate-unvetted'],
  ['uvx ruff@0.1 check .', 'confirm', 'gate-unvetted'],
  ['uvx python -c x', 'rejected', 'gate-hidden-command'],
  // hatch run: a script named for tests with plain operands, or a vetted runner.
  ['hatch run evil', 'confirm', 'gate-unvetted'],
  ['hatch run test -x', 'confirm', 'gate-unvetted'],
  ['hatch run python -c x', 'rejected', 'gate-hidden-command'],
  // Other ecosystems: options that run code or rewrite expectations.
  ['flutter test --update-goldens', 'confirm', 'gate-unvetted'],
  ['flutter run', 'confirm', 'gate-unvetted'],
  ['sbt "eval 1"', 'confirm', 'gate-unvetted'],
  ['sbt console', 'confirm', 'gate-unvetted'],
  ['sbt -J-javaagent:x.jar test', 'rejected', 'gate-hidden-command'],
  ['stack test --exec evil', 'confirm', 'gate-unvetted'],
  ['stack test --ghc-options=-pgmLevil', 'confirm', 'gate-unvetted'],
  ['cabal test --test-wrapper=evil', 'confirm', 'gate-unvetted'],
  ['cabal test -w /tmp/ghc', 'confirm', 'gate-unvetted'],
  ['dune test --auto-promote', 'confirm', 'gate-unvetted'],
  ['lein run -m evil', 'confirm', 'gate-unvetted'],
  ['lein with-profile +evil test', 'confirm', 'gate-unvetted'],
  ['php artisan tinker', 'confirm', 'gate-unvetted'],
  ['php -d auto_prepend_file=x.php artisan test', 'confirm', 'gate-unknown-program'],
  ['php -r "system(1);" artisan test', 'rejected', 'gate-hidden-command'],
];

const judged = (gate: string): [string, string | null] => {
  const check = validateGate(gate, { shellGate: false });
  const decisive = check.diagnostics.find((d) => d.severity === 'error') ?? check.diagnostics.find((d) => d.severity === 'warning') ?? check.diagnostics[0];
  return [check.verdict, decisive?.ruleId ?? null];
};

describe('ordinary gates of issue 27 item 9', () => {
  it.each(ORDINARY)('%s → %s (%s)', (gate, verdict, rule) => {
    expect(judged(gate)).toEqual([verdict, rule]);
  });

  it.each(HOSTILE)('hostile %s → %s (%s)', (gate, verdict, rule) => {
    expect(judged(gate)).toEqual([verdict, rule]);
  });

  it('says why npm ci, npm install and pre-commit stay confirm', () => {
    for (const [gate, reason] of [
      ['npm ci', '`npm ci` stays `confirm` on purpose'],
      ['npm install', '`npm install` stays `confirm` on purpose'],
      ['pre-commit run --all-files', '`pre-commit` stays `confirm` on purpose'],
    ] as const) {
      const messages = validateGate(gate, { shellGate: false }).diagnostics.map((d) => d.message);
      expect(messages, gate).toHaveLength(1);
      expect(messages[0], gate).toContain(reason);
    }
  });

  it('names the npm configuration key form once, not "names a program names a program"', () => {
    const message = validateGate('npm --prefix app test --node-options=--require=x', { shellGate: false }).diagnostics[0]?.message ?? '';
    expect(message.startsWith('`npm` with a configuration key on the command line (`--node-options`')).toBe(true);
    expect(message).not.toContain('names a program names a program');
  });

  it('types every value option of the added grammars', () => {
    const untyped = [...COVERAGE_RUN.values.map((v) => ['coverage', v] as const), ...(PHP_SCRIPT_PROFILES.artisan?.values ?? []).map((v) => ['artisan', v] as const)]
      .filter(([key, v]) => optionType(key, v) === undefined);
    expect(untyped).toEqual([]);
  });

  it('counts the added test gates as test gates, so the baseline and no-tests-ran evidence apply to them', () => {
    const tests = ['npm --prefix app test', 'npm -C app test', 'go -C app test ./...', 'yarn workspace app test', 'yarn vitest run', 'vitest',
      'npx vitest --run', 'npx c8 node --test', 'c8 npm test', 'tap', 'coverage run -m pytest', 'uv run --with pytest pytest', 'hatch run test',
      'hatch run test:pytest -q', 'flutter test', 'sbt test', 'stack test', 'cabal test', 'dune test', 'lein test', 'php artisan test'];
    const missed = tests.filter((gate) => {
      const check = validateGate(gate, { shellGate: false });
      return !runsTests(gateWords(gate, check.argv));
    });
    expect(missed).toEqual([]);
    expect(runsTests(gateWords('uvx ruff check .', validateGate('uvx ruff check .', { shellGate: false }).argv))).toBe(false);
  });
});
