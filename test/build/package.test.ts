import { describe, expect, it } from 'vitest';

describe('the package entry point', () => {
  it("exposes the typed library: import { parsePrd, planPrd } from 'openforge'", async () => {
    // Self-reference through package.json "exports" (dist/lib, built by `npm run build:lib`).
    const lib = await import('openforge');
    expect(typeof lib.parsePrd).toBe('function');
    expect(typeof lib.planPrd).toBe('function');
    expect(typeof lib.validateGate).toBe('function');
    const { prd, diagnostics } = lib.parsePrd('# PRD: x\n### Phase: a\n- do\n');
    expect(prd.phases.map((p) => p.name)).toEqual(['a']);
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });
});
