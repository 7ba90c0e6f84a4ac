// A pattern runs only on a text that holds one of its needles (lib/secrets/patterns.ts), so a
// needle list that misses one of its pattern's shapes would let a secret of that shape through.
// Each list is checked against strings generated from the pattern itself: with its lookarounds
// and \b taken out (they only narrow what matches), so the strings generated cover every shape
// the pattern can match; a pattern that ignores case is generated as written and checked
// lowercased, as the scan looks for it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SECRET_PATTERNS, type SecretPattern } from '../../lib/secrets/patterns.js';
import { findSecretSpans } from '../../lib/secrets/index.js';

/** The pattern's source without lookbehinds, lookaheads and word boundaries. */
function widened(pattern: SecretPattern): RegExp {
  const source = pattern.regex.source
    .replace(/\(\?<?!(?:[^()\\[]|\\.|\[(?:\\.|[^\]])*\])*\)/g, '')
    .replace(/\\b/g, '');
  return new RegExp(source, pattern.regex.flags.replace(/[gdi]/g, ''));
}

/** The first generated string that holds none of `needles`, or null. */
function firstMiss(pattern: SecretPattern, needles: readonly string[], runs: number): string | null {
  const caseless = pattern.regex.ignoreCase;
  const result = fc.check(
    fc.property(fc.stringMatching(widened(pattern)), (text) => {
      const haystack = caseless ? text.toLowerCase() : text;
      return needles.some((n) => haystack.includes(n));
    }),
    { numRuns: runs, seed: 20261207 },
  );
  return result.failed ? String(result.counterexample?.[0]) : null;
}

describe('secret pattern needles', () => {
  it.each(SECRET_PATTERNS.map((p, i) => [`${i} ${p.kind}`, p] as const))('every string pattern %s matches holds one of its needles', (_, pattern) => {
    expect(pattern.needles.length).toBeGreaterThan(0);
    if (pattern.regex.ignoreCase) for (const n of pattern.needles) expect(n).toBe(n.toLowerCase());
    expect(firstMiss(pattern, pattern.needles, 300)).toBeNull();
  });

  it('finds a list that misses a shape (the check has teeth)', () => {
    const github = SECRET_PATTERNS.find((p) => p.kind === 'github-token')!;
    expect(firstMiss(github, github.needles.filter((n) => n !== 'github_pat_'), 300)).toMatch(/github_pat_/);
    const bearer = SECRET_PATTERNS.find((p) => p.kind === 'bearer-token')!;
    expect(firstMiss(bearer, ['Bearer'], 300)).toMatch(/bearer/);
  });

  it('still finds a secret whose needle is the only one in a long clean text, and stays quiet without it', () => {
    const clean = 'Run 20270115-080001-ad87cb: running\nwait: one sub-agent runs (4-tests.s1)\n'.repeat(40);
    const key = ['glpat', '-', 'Xq7hK2mN9pR4tV8wY3zB'].join('');
    expect(findSecretSpans(`${clean}token ${key} here\n${clean}`).map((s) => s.kind)).toEqual(['gitlab-token']);
    expect(findSecretSpans(clean)).toEqual([]);
  });
});
