import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { validateGate } from '../../lib/gate/index.js';
import { ruleIdsIn } from '../../lib/diagnostics/index.js';

/** The registry's gate rules: what the gate validator may emit. */
const GATE_RULE_IDS = ruleIdsIn('gate');
import { GateCheck, type Diagnostic } from '../../lib/schema/index.js';
import { ACCEPTED, REJECTED, SHELL_GATE, CONFIRMED, type GateCase } from './corpus.js';

const ALL: readonly GateCase[] = [...ACCEPTED, ...CONFIRMED, ...REJECTED, ...SHELL_GATE];

const pairs = (list: readonly Diagnostic[], severity: Diagnostic['severity']): [string, number][] =>
  list.filter((d) => d.severity === severity).map((d) => [d.ruleId, d.column] as [string, number]).sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]));
const sorted = (list: readonly (readonly [string, number])[] = []): [string, number][] =>
  list.map(([r, c]) => [r, c] as [string, number]).sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]));
const label = (c: GateCase): string => `${c.shellGate === true ? '[shell-gate] ' : ''}${JSON.stringify(c.cmd)}`;

describe('validateGate corpus', () => {
  it('has at least 60 commands', () => {
    expect(ALL.length).toBeGreaterThanOrEqual(60);
  });

  it.each(ALL.map((c) => [label(c), c] as const))('%s', (_name, c) => {
    const check = validateGate(c.cmd, { shellGate: c.shellGate ?? false });
    expect(check.verdict).toBe(c.verdict);
    expect(pairs(check.diagnostics, 'error')).toEqual(sorted(c.errors));
    expect(pairs(check.diagnostics, 'warning')).toEqual(sorted(c.warnings));
    if (c.argv !== undefined) expect(check.argv).toEqual(c.argv);
    if (c.program !== undefined) expect(check.program).toBe(c.program);
    expect(check.command).toBe(c.cmd);
    expect(check.shellGate).toBe(c.shellGate ?? false);
  });
});

describe('validateGate invariants', () => {
  const checks = ALL.map((c) => validateGate(c.cmd, { shellGate: c.shellGate ?? false }));

  it('returns documents that match the GateCheck schema', () => {
    for (const check of checks) expect(Value.Check(GateCheck, check), check.command).toBe(true);
  });

  it('uses only the exported rule ids, positioned on line 1 inside the command', () => {
    for (const check of checks) {
      for (const d of check.diagnostics) {
        expect(GATE_RULE_IDS).toContain(d.ruleId);
        expect(d.line).toBe(1);
        expect(d.column).toBeGreaterThanOrEqual(1);
        expect(d.column).toBeLessThanOrEqual(Math.max(1, check.command.length));
      }
    }
  });

  it('derives the verdict from the severities: an error rejects, a warning or an unvetted form needs confirmation', () => {
    for (const check of checks) {
      const expected = check.diagnostics.some((d) => d.severity === 'error')
        ? 'rejected'
        : check.diagnostics.some((d) => d.severity === 'warning' || d.ruleId === 'gate-unvetted') ? 'confirm' : 'ok';
      expect(check.verdict, check.command).toBe(expected);
    }
  });

  it('never calls a Shell-Gate ok: a human confirms every command a shell runs', () => {
    for (const check of checks.filter((c) => c.shellGate)) expect(check.verdict, check.command).not.toBe('ok');
  });

  it('names the Shell-Gate fix in every operator, hidden-command and unparsable rejection', () => {
    const fixable = new Set(['gate-shell-operator', 'gate-hidden-command', 'gate-unparsable']);
    let seen = 0;
    for (const check of checks) {
      for (const d of check.diagnostics.filter((x) => x.severity === 'error' && fixable.has(x.ruleId))) {
        expect(d.message, check.command).toContain('Shell-Gate');
        seen += 1;
      }
    }
    expect(seen).toBeGreaterThan(40);
  });

  it('never gives an argv with Shell-Gate, and always gives one for a plain command that is not rejected', () => {
    for (const check of checks) {
      if (check.shellGate) expect(check.argv).toBeNull();
      else if (check.verdict !== 'rejected') expect(check.argv).not.toBeNull();
    }
  });

  it('never reports shell operators for a Shell-Gate', () => {
    for (const check of checks.filter((c) => c.shellGate)) {
      expect(check.diagnostics.map((d) => d.ruleId)).not.toContain('gate-shell-operator');
    }
  });

  it('exports kebab-case, unique rule ids', () => {
    expect(new Set(GATE_RULE_IDS).size).toBe(GATE_RULE_IDS.length);
    for (const id of GATE_RULE_IDS) expect(id).toMatch(/^gate-[a-z]+(-[a-z]+)*$/);
  });
});

describe('validateGate details', () => {
  it('reports one diagnostic per distinct construct, at its first occurrence', () => {
    const check = validateGate('a && b && c | d', { shellGate: false });
    expect(pairs(check.diagnostics, 'error')).toEqual([['gate-shell-operator', 3], ['gate-shell-operator', 13]]);
  });

  it('is strict inside double and single quotes', () => {
    for (const cmd of ['npm test -- "a;b"', "npm test -- 'a|b'", 'npm test -- "`id`"', 'npm test -- "a\nb"']) {
      expect(validateGate(cmd, { shellGate: false }).verdict, cmd).toBe('rejected');
    }
  });

  it('rejects hidden commands with Shell-Gate only as warnings', () => {
    for (const cmd of ['bash -c x', 'node -e 1', 'eval x', 'python -c 1', 'find . -exec rm {} +']) {
      const check = validateGate(cmd, { shellGate: true });
      expect(check.verdict, cmd).toBe('confirm');
      expect(check.diagnostics.find((d) => d.ruleId === 'gate-hidden-command')?.severity, cmd).toBe('warning');
    }
  });

  it('checks every sub-command of a Shell-Gate', () => {
    const check = validateGate('npm test && rm -rf build && curl x', { shellGate: true });
    expect(pairs(check.diagnostics, 'warning')).toEqual([['gate-risky-program', 13], ['gate-risky-program', 29]]);
  });

  it('does not read a package script name as a hidden command (`yarn watch`, `pnpm eval`), but has the user confirm it', () => {
    // `yarn NAME` runs a script or, when there is none, a binary of that name: not vetted.
    expect(validateGate('yarn watch', { shellGate: false }).verdict).toBe('confirm');
    expect(validateGate('pnpm eval', { shellGate: false }).verdict).toBe('confirm');
    expect(validateGate('yarn test', { shellGate: false }).verdict).toBe('ok');
  });

  it('keeps quoted arguments whole and leaves variables unexpanded', () => {
    expect(validateGate('pytest -k "not slow" $PYTEST_ARGS', { shellGate: false }).argv).toEqual(['pytest', '-k', 'not slow', '$PYTEST_ARGS']);
  });

  it('is deterministic', () => {
    for (const c of ALL) {
      const options = { shellGate: c.shellGate ?? false };
      expect(validateGate(c.cmd, options)).toEqual(validateGate(c.cmd, options));
    }
  });

  it('never throws on arbitrary input', () => {
    const alphabet = ['a', 'npm', ' ', '"', "'", '\\', '$', '(', ')', '{', '}', '`', '|', '&', ';', '<', '>', '#', '\n', '\r', '-c', 'bash', '=', '*', '\u0000', '\u202e', 'é'];
    let seed = 42;
    const next = (): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed;
    };
    for (let n = 0; n < 2000; n++) {
      let cmd = '';
      const length = next() % 12;
      for (let i = 0; i < length; i++) cmd += alphabet[next() % alphabet.length];
      for (const shellGate of [false, true]) {
        const check = validateGate(cmd, { shellGate });
        expect(Value.Check(GateCheck, check), JSON.stringify(cmd)).toBe(true);
      }
    }
  });
});
