// Issue 27 ("Wrong advice"): `tee` got "Did you mean `tsc`?". An everyday program is never taken
// for a typo of a known tool; a real typo still gets its suggestion.
import { describe, expect, it } from 'vitest';
import { knownProgramLike } from '../../lib/gate/known-programs.js';
import { validateGate } from '../../lib/gate/index.js';

describe('did-you-mean for a gate program', () => {
  it.each(['tee', 'cat', 'echo', 'grep', 'sed', 'true', 'git'])('%s: no suggestion', (program) => {
    expect(knownProgramLike(program)).toBeUndefined();
  });

  it.each([
    ['pytset', 'pytest'],
    ['crago', 'cargo'],
    ['mkae', 'make'],
  ])('%s: did you mean %s', (typo, meant) => {
    expect(knownProgramLike(typo)).toBe(meant);
  });

  it('`tee out.txt` is a confirm gate whose warning suggests no other program', () => {
    const checked = validateGate('tee out.txt', { shellGate: false });
    expect(checked.verdict).toBe('confirm');
    expect(checked.diagnostics.map((d) => d.message).join('\n')).not.toContain('Did you mean');
  });
});
