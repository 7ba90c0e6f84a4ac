import { describe, expect, it } from 'vitest';
import { validateGate } from '../../lib/gate/index.js';
import { renderGateCheck } from '../../lib/render/index.js';

describe('renderGateCheck', () => {
  it('prints the verdict with the argv, after one line per diagnostic', () => {
    expect(renderGateCheck(validateGate('npm test', { shellGate: false }))).toBe('ok: may run (argv: ["npm","test"])\n');
    const rejected = renderGateCheck(validateGate('npm run build && npm test', { shellGate: false })).split('\n');
    expect(rejected[0]).toMatch(/^<gate>:1:15: error .*\[gate-shell-operator\]$/);
    expect(rejected.slice(1)).toEqual(['rejected: will not run', '']);
  });
});
