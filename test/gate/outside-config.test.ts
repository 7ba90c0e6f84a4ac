// Configuration a runner takes from outside the project: which lines count (and which honest ones
// do not), which gates they reach, the verdict they give, and the check at each gate's issue.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cargoLines, gateRunners, npmrcLines, outsideConfigLines, type OutsideSources } from '../../lib/gate/outside-config.js';
import { OUTSIDE_CONFIG_RULE, withOutsideConfig } from '../../lib/gate/outside-verdict.js';
import { validateGate } from '../../lib/gate/index.js';
import { outsideConfigAt } from '../../lib/io/index.js';
import { confirmGatesQuestion } from '../../lib/render/ask-question.js';
import { frozenGateProblem } from '../../lib/run/evidence/frozen-gate.js';
import type { OutsideConfigLine, RunState } from '../../lib/schema/index.js';

const file = (text: string, shown = '~/.npmrc') => ({ shown, text });
const none: OutsideSources = { npmrc: [], ancestors: [], inside: [], cargoHome: [] };

describe('npmrc lines', () => {
  it('flags a script-shell that is not a plain shell, node-options that load code, and settings that load other configuration', () => {
    const text = 'registry=https://registry.npmjs.org/\nscript-shell=/tmp/x/fake-sh\nnode-options=--require ./hook.js\nuserconfig=/tmp/other\n';
    expect(npmrcLines(file(text)).map((l) => [l.line, l.text])).toEqual([[2, 'script-shell=/tmp/x/fake-sh'], [3, 'node-options=--require ./hook.js'], [4, 'userconfig=/tmp/other']]);
  });

  it('honest: a registry, an auth line, a plain shell and memory limits are not flagged', () => {
    const text = '; comment\nregistry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=${NPM_TOKEN}\nscript-shell=/bin/bash\nnode-options="--max-old-space-size=4096 --no-warnings"\nsave-exact=true\n';
    expect(npmrcLines(file(text))).toEqual([]);
  });
});

describe('cargo lines', () => {
  it('flags a runner, a wrapper, flags and [env]; honest [net] and [build] jobs are not', () => {
    const text = '[net]\ngit-fetch-with-cli = true\n[build]\njobs = 4\nrustc-wrapper = "/tmp/w"\n[target.x86_64-unknown-linux-gnu]\nrunner = "/tmp/r"\n[env]\nRUST_TEST_THREADS = "1"\n';
    expect(cargoLines(file(text, '/p/.cargo/config.toml')).map((l) => l.line)).toEqual([5, 7, 9]);
    expect(cargoLines(file('[net]\ngit-fetch-with-cli = true\n[term]\nverbose = false\n'))).toEqual([]);
  });
});

describe('parent folders', () => {
  const ancestor = (projectPath: string, files: Record<string, string>) => ({ projectPath, files: Object.fromEntries(Object.entries(files).map(([n, t]) => [n, file(t, `/w/${n}`)])) });

  it('a parent package.json whose workspaces adopt the project, and that folder’s npmrc', () => {
    const src = { ...none, ancestors: [ancestor('app', { 'package.json': '{\n  "private": true,\n  "workspaces": ["app"]\n}\n', '.npmrc': 'script-shell=./sh.js\n' })] };
    expect(outsideConfigLines(src).map((l) => [l.file, l.line])).toEqual([['/w/package.json', 3], ['/w/.npmrc', 1]]);
    const other = { ...none, ancestors: [ancestor('app', { 'package.json': '{"workspaces": ["packages/*"]}', '.npmrc': 'script-shell=./sh.js\n' })] };
    expect(outsideConfigLines(other)).toEqual([]);
  });

  it('pytest: the nearest parent configuration, unless the project has its own; honest parent files without a pytest section are not', () => {
    const parent = ancestor('p', { 'pytest.ini': '[pytest]\naddopts = -p evil\n' });
    expect(outsideConfigLines({ ...none, inside: [{}], ancestors: [parent] }).map((l) => [l.runner, l.line])).toEqual([['pytest', 1]]);
    expect(outsideConfigLines({ ...none, inside: [{ 'tox.ini': file('[pytest]\n') }], ancestors: [parent] })).toEqual([]);
    const honest = ancestor('p', { 'setup.cfg': '[metadata]\nname = x\n', 'pyproject.toml': '[project]\nname = "x"\n', 'tox.ini': '[tox]\nenvlist = py3\n' });
    expect(outsideConfigLines({ ...none, inside: [{}], ancestors: [honest] })).toEqual([]);
    const section = ancestor('p', { 'pyproject.toml': '[project]\nname = "x"\n\n[tool.pytest.ini_options]\naddopts = "-q"\n' });
    expect(outsideConfigLines({ ...none, inside: [{}], ancestors: [section] }).map((l) => l.line)).toEqual([4]);
  });
});

describe('the verdict', () => {
  const line: OutsideConfigLine = { runner: 'npm', file: '~/.npmrc', line: 2, text: 'script-shell=/tmp/x' };

  it('an ok npm gate becomes confirm with the line; a pytest gate is untouched; a rejected gate stays rejected', () => {
    const npm = withOutsideConfig(validateGate('npm test', { shellGate: false }), [line]);
    expect(npm.verdict).toBe('confirm');
    expect(npm.outsideConfig).toEqual([line]);
    expect(npm.diagnostics.map((d) => d.ruleId)).toContain(OUTSIDE_CONFIG_RULE);
    expect(withOutsideConfig(validateGate('pytest -q', { shellGate: false }), [line]).verdict).toBe('ok');
    expect(withOutsideConfig(validateGate('npm test; rm -rf x', { shellGate: false }), [line]).verdict).toBe('rejected');
  });

  it('the confirmation question quotes each line as FILE:LINE: TEXT, in a code block a backtick in it cannot close', () => {
    const state = { runId: 'r1', prd: { title: 'T' } } as unknown as RunState;
    const tricky = { ...line, text: 'script-shell=/tmp/```x' };
    const q = confirmGatesQuestion(state, [{ phase: 'p', command: 'npm test', runs: 'npm test', outsideConfig: [tricky] }]);
    expect(q).toContain('~/.npmrc:2: script-shell=/tmp/```x');
    expect(q).toContain('````\n~/.npmrc:2');
    expect(confirmGatesQuestion(state, [{ phase: 'p', command: 'npm test', runs: 'npm test' }])).not.toContain('~/.npmrc');
  });

  it('runners by word', () => {
    expect([...gateRunners(['python3', '-m', 'pytest', '-q'])]).toEqual(['pytest']);
    expect([...gateRunners(['node_modules/.bin/npm', 'test'])]).toEqual(['npm']);
    expect([...gateRunners(['cargo', 'test'])]).toEqual(['cargo']);
    expect([...gateRunners(['make', 'test'])]).toEqual([]);
  });

  it('at each gate: a line that appeared since the run started is a problem; the confirmed one is not', () => {
    const command = { command: 'npm test', argv: ['npm', 'test'], shellGate: false };
    const gates = (lines: OutsideConfigLine[]) => ({ gates: { byPhase: new Map([['p', [command]]]), outside: () => lines }, phase: { name: 'p', origin: null, kind: 'agent' as const, role: 'work' as const } });
    expect(frozenGateProblem({ gatesConfirmedAt: null }, command, gates([]))).toBeNull();
    expect(frozenGateProblem({ gatesConfirmedAt: null }, command, gates([line]))).toEqual({ code: 'outside-config', command: 'npm test', file: line.file, line: 2, text: line.text });
    const confirmed = { confirmGates: [{ phase: 'p', command: 'npm test', runs: 'npm test', outsideConfig: [line] }], gatesConfirmedAt: 1 };
    expect(frozenGateProblem(confirmed, command, gates([{ ...line, line: 5 }]))).toBeNull();
  });
});

describe('reading the files (lib/io)', () => {
  const made: string[] = [];
  afterEach(() => {
    for (const d of made.splice(0)) rmSync(d, { recursive: true, force: true });
  });
  const world = (files: Record<string, string>) => {
    const base = mkdtempSync(join(tmpdir(), 'openforge-outside-'));
    made.push(base);
    for (const [rel, text] of Object.entries(files)) {
      mkdirSync(dirname(join(base, rel)), { recursive: true });
      writeFileSync(join(base, rel), text);
    }
    mkdirSync(join(base, 'project', 'pkg'), { recursive: true });
    mkdirSync(join(base, 'home'), { recursive: true });
    return base;
  };

  it('finds the home npmrc, a parent pytest.ini and a parent cargo runner, shown by where they are', () => {
    const base = world({ 'home/.npmrc': 'script-shell=/tmp/evil\n', 'pytest.ini': '[pytest]\n', '.cargo/config.toml': '[target.x]\nrunner = "r"\n' });
    const lines = outsideConfigAt(join(base, 'project'), 'pkg', { CARGO_HOME: join(base, 'no-cargo') }, join(base, 'home'));
    expect(lines.map((l) => [l.runner, l.file.endsWith('.npmrc') ? '~/.npmrc' : l.file.slice(l.file.lastIndexOf('/') + 1), l.line])).toEqual([['npm', '~/.npmrc', 1], ['pytest', 'pytest.ini', 1], ['cargo', 'config.toml', 2]]);
    expect(lines[0]?.file).toBe('~/.npmrc');
  });

  it('honest: a registry-only home npmrc and a parent without pytest configuration give nothing', () => {
    const base = world({ 'home/.npmrc': 'registry=https://registry.npmjs.org/\n', 'setup.cfg': '[metadata]\nname = x\n' });
    expect(outsideConfigAt(join(base, 'project'), undefined, { CARGO_HOME: join(base, 'no-cargo') }, join(base, 'home'))).toEqual([]);
  });
});
