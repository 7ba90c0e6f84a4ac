// Which words of a gate are paths to pin (lib/gate/pin-paths.ts), the check the exec command
// makes of them (lib/gate/pin-guard.ts), the log line it writes when that check fails, and what
// the engine makes of pins at issue and of that line (docs/design.md#gates, "Resolve, then pin").

import { describe, expect, it } from 'vitest';
import { readGateLog } from '../../lib/gate/log.js';
import { pinGuard } from '../../lib/gate/pin-guard.js';
import { OUTPUT_OPTIONS, pathsLoadedByGate } from '../../lib/gate/named-paths.js';
import { OPTION_TYPES } from '../../lib/gate/option-types.js';
import { pinCandidates } from '../../lib/gate/pin-paths.js';
import { validateGate } from '../../lib/gate/index.js';
import { issuedPins } from '../../lib/run/evidence/frozen-gate.js';
import type { FrozenPrdGates } from '../../lib/run/model/observed.js';
import { gateLogProblem } from '../../lib/run/evidence/run-files.js';
import { escalationDetail } from '../../lib/text/escalation-detail.js';

const paths = (argv: string[]): string[] => pinCandidates(argv).map((c) => `${c.path}${c.named === 'operand' ? ' (operand)' : ''}${c.write ? ' (writes)' : ''}`);

describe('pinCandidates: the words a gate hands its program as paths', () => {
  it.each([
    [['npm', '--prefix', 'web', 'test'], ['web']],
    [['npm', '-C', 'web', 'test'], ['web']],
    [['make', '-C', 'sub', 'test'], ['sub']],
    [['make', '-f', 'local.mk', 'test'], ['local.mk']],
    [['pytest', '-c', 'ci/pytest.ini', '--junitxml', 'reports/junit.xml', 'tests/test_a.py::test_x'], ['ci/pytest.ini', 'reports/junit.xml (writes)', 'tests/test_a.py (operand)']],
    [['pytest', '--rootdir=r', 'tests'], ['r', 'tests (operand)']],
    [['PYTHONPATH=src:lib', 'python', '-m', 'pytest'], ['src', 'lib']],
    [['cargo', 'test', '--manifest-path', 'crate/Cargo.toml', '--target-dir', 't2'], ['crate/Cargo.toml', 't2 (writes)']],
    [['python', '-m', 'unittest', 'discover', '-s', 'tests'], ['tests']],
    [['mvn', '-f', 'sub/pom.xml', 'test'], ['sub/pom.xml']],
    [['ninja', '-C', 'build'], ['build']],
    [['node', '--test', '--test-reporter=tap', '--test-reporter-destination=reports/out.tap', 'test/'], ['reports/out.tap (writes)', 'test (operand)']],
    [['timeout', '60', 'pytest', 'tests'], ['tests (operand)']],
    [['npm', 'test', '--', '--outputFile=r/x.json'], ['r/x.json (writes)']],
    [['npx', 'vitest', 'run', '--outputFile', 'r.json'], ['r.json (writes)']],
  ])('%j names %j', (argv, expected) => {
    expect(paths(argv)).toEqual(expected);
  });

  it.each([
    [['npm', 'test']],
    [['npm', 'run', 'build']],
    [['make', 'test']],
    [['cargo', 'test']],
    [['vitest', 'run', 'src/math']],
    // A script a confirmed gate runs is code, like its content: watched by the snapshot, not pinned.
    [['sh', 'test.sh']],
    [['node', '--test', '--test-reporter=spec', '--test-reporter-destination=stdout']],
    [['pytest', '--rootdir=.']],
  ])('%j names no path to pin (its exec command stays as it was)', (argv) => {
    expect(pinCandidates(argv)).toEqual([]);
  });

  it('a Shell-Gate names none (its words are the user\'s to confirm)', () => {
    expect(pinCandidates(null)).toEqual([]);
  });

  it("the gate's own destinations are not hashed as what it loads; what it reads is", () => {
    expect(pathsLoadedByGate({ command: 'pytest -c ci/p.ini --junitxml reports/junit.xml', argv: ['pytest', '-c', 'ci/p.ini', '--junitxml', 'reports/junit.xml'] })).toEqual(['ci/p.ini', 'pytest']);
    expect(pathsLoadedByGate({ command: '', argv: ['node', '--test', '--test-reporter-destination=reports/out.tap', 't.js'] })).toEqual(['node', 't.js']);
  });

  it('the long options counted as destinations are those the option types call `output`, and the folders the pins count as written', () => {
    const typedOutput = Object.entries(OPTION_TYPES).filter(([o, t]) => o.startsWith('--') && t === 'output').map(([o]) => o);
    for (const option of typedOutput) expect(OUTPUT_OPTIONS.has(option), option).toBe(true);
    for (const option of OUTPUT_OPTIONS) {
      const programs = [['pytest'], ['cargo', 'build'], ['coverage', 'run'], ['flutter', 'test'], ['c8'], ['jest'], ['vitest', 'run'], ['tsc'], ['dotnet', 'test'], ['swift', 'build'], ['node', '--test'], ['phpunit']];
      const written = programs.flatMap((p) => pinCandidates([...p, `${option}=x`]));
      expect(written.some((c) => c.write), option).toBe(true);
    }
  });
});

describe('pinGuard: the check right before the gate', () => {
  it('none for no pins and no Workdir', () => {
    expect(pinGuard([])).toBeNull();
  });

  it('a folder by where `cd -P` lands, a file by its folder and not being a link, a destination by its one link, a path not there yet by where it would be made', () => {
    const guard = pinGuard(
      [
        { path: 'web', real: '/p/packages/web', kind: 'dir' },
        { path: 'reports/out.tap', real: '/p/reports/out.tap', kind: 'file', write: true },
        { path: 'ci/p.ini', real: '/p/ci/real.ini', kind: 'linked-file' },
        { path: 'target', real: '/p', kind: 'absent', write: true },
      ],
      '/p',
    );
    expect(guard).toBe(
      'd(){ [ "$(cd -P "$1"&&pwd -P)" = "$2" ];};d . /p&&d ./web /p/packages/web&&d ./reports /p/reports&&[ ! -h reports/out.tap ]&&' +
        '[ "$(find reports/out.tap -prune -links 1)" = reports/out.tap ]&&[ ci/p.ini -ef /p/ci/real.ini ]&&[ ! -h /p/ci/real.ini ]&&d /p/ci /p/ci&&' +
        '[ ! -h target ]&&{ [ ! -f target ]||[ "$(find target -prune -links 1)" = target ];}',
    );
  });

  it('a path whose folder did not exist either: its folder is now physically where it would have been made, or its first missing part is still missing', () => {
    expect(pinGuard([{ path: 'out/a/r.xml', real: '/p', kind: 'absent', missing: 'out', write: true }])).toBe(
      'd(){ [ "$(cd -P "$1"&&pwd -P)" = "$2" ];};{ d ./out/a /p/out/a||{ d . /p&&[ ! -e out ]&&[ ! -h out ];};}&&[ ! -h out/a/r.xml ]&&' +
        '{ [ ! -f out/a/r.xml ]||[ "$(find out/a/r.xml -prune -links 1)" = out/a/r.xml ];}',
    );
  });

  it('quotes paths with spaces or quotes', () => {
    expect(pinGuard([{ path: "my dir's", real: "/p q/my dir's", kind: 'dir' }])).toContain(`d './my dir'\\''s' '/p q/my dir'\\''s'`);
  });
});

describe('the refusal line in the log', () => {
  const opts = { startedAt: 0, now: 1000, timeoutSeconds: 60 };
  it('right after the header: the gate did not run, read as moved', () => {
    const log = 'openforge-cwd=/p\nopenforge-start=1\nopenforge-moved\nopenforge-exit=1 end=2\n';
    expect(readGateLog(log, opts).ran.moved).toBe(true);
  });

  it('anywhere later it is the gate\'s own output, not ours', () => {
    const log = 'openforge-cwd=/p\nopenforge-start=1\nhello\nopenforge-moved\nopenforge-exit=0 end=2\n';
    expect(readGateLog(log, opts).ran.moved).toBeUndefined();
  });

  it('gateLogProblem: gate-wrong-dir, naming what was checked and how to fix it', () => {
    const log = 'openforge-cwd=/p\nopenforge-start=1\nopenforge-moved\nopenforge-exit=1 end=2\n';
    const g = { logFile: '/p/.openforge/g.log', command: 'npm --prefix web test', notBefore: 0, pins: [{ path: 'web', real: '/p/web', kind: 'dir' as const }] };
    const problem = gateLogProblem(g, log, readGateLog(log, opts).ran, { createdMs: 10 }, { workdir: '/p' });
    expect(problem?.reason).toBe('gate-wrong-dir');
    expect(problem?.fault).toEqual({ code: 'moved', command: 'npm --prefix web test', pins: [{ path: 'web', real: '/p/web', kind: 'dir' }] });
    const said = escalationDetail({ reason: 'gate-wrong-dir', phase: 'web', facts: { gateLog: problem?.fault }, at: 0 });
    expect(said).toContain('gate `npm --prefix web test` was not run: right before it ran, a path it names no longer resolved as when it was issued (`web` → /p/web)');
    expect(said).toContain('remove it, then resume the run');
  });
});

describe('issuedPins: what the issue event records', () => {
  const command = { command: 'npm --prefix web test', argv: ['npm', '--prefix', 'web', 'test'], shellGate: false };
  const prd = (pins: NonNullable<Extract<FrozenPrdGates, { byPhase: unknown }>['pins']>): FrozenPrdGates => ({ byPhase: new Map(), pins });

  it('nothing when the shell gave no resolver (an older driver) or nothing to pin', () => {
    expect(issuedPins(undefined, command)).toEqual({ fields: {} });
    expect(issuedPins(prd(() => ({ pins: [] })), command)).toEqual({ fields: {} });
  });

  it('the pins and the Workdir real path, when there are some', () => {
    const pins = [{ path: 'web', real: '/p/web', kind: 'dir' as const }];
    expect(issuedPins(prd(() => ({ pins, workdirReal: '/p/pkg' })), command)).toEqual({ fields: { pins, workdirReal: '/p/pkg' } });
  });

  it('the problem when a path leads outside (the escalation names the gate: its facts carry both)', () => {
    expect(issuedPins(prd(() => ({ problem: '`web` resolves to /home/u, outside the project /p' })), command)).toEqual({
      problem: '`web` resolves to /home/u, outside the project /p',
    });
  });
});

// Tools absent from this machine (poetry, gradle, deno, bun, uv, pnpm, yarn; go without `-C`,
// added in go 1.20): their forms are vetted from each tool's documented options and their verdicts
// and pins tested here without running them. A path option is pinned like any other; a test
// filter (bun's operands) is not a path.
describe('forms of tools not installed here: verdict ok, every path option pinned', () => {
  it.each([
    ['poetry -C sub run pytest', ['sub']], // -C, --directory: the working directory for the command
    ['poetry --directory sub run pytest', ['sub']],
    ['poetry -P sub run pytest', ['sub']], // -P, --project (poetry 2)
    ['gradle -p sub test', ['sub']], // -p, --project-dir: the start directory
    ['./gradlew --project-dir sub test', ['sub']],
    ['deno test -c deno.json', ['deno.json']], // -c, --config FILE
    ['deno test tests/', ['tests (operand)']],
    ['bun --preload ./setup.ts test', ['setup.ts']], // --preload: a module imported before the others
    ['bun --cwd sub test', ['sub']],
    ['uv --project sub run pytest', ['sub']],
    ['uv run --directory sub pytest', ['sub']], // --directory: changes to it before running
    ['pnpm -C sub test', ['sub']], // -C, --dir: run as if started in it
    ['yarn --cwd sub test', ['sub']],
    ['go -C sub test ./...', ['sub']], // -C dir: changes to it first (go 1.20+)
    ['go test -C sub ./...', ['sub']],
    ['deno test -A', []],
    ['bun test tests/a.test.ts', []], // bun's operands filter test files by path substring
  ])('%s', (gate, expected) => {
    const check = validateGate(gate, { shellGate: false });
    expect(check.verdict).toBe('ok');
    expect(paths(check.argv ?? [])).toEqual(expected);
  });
});
