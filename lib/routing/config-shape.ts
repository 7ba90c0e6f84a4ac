import { warning } from '../diagnostics/index.js';
import type { Diagnostic } from '../schema/index.js';

/** A plain JSON object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  return `a ${typeof value}`;
}

/** `openclaw-config-shape`: a config value of the wrong type, ignored. Positioned at 1:1 (not a PRD line). */
export function shapeWarning(path: string, value: unknown, expected: string): Diagnostic {
  return warning({
    ruleId: 'openclaw-config-shape',
    message: `OpenClaw config: \`${path}\` is ${describeType(value)}, expected ${expected}; it is ignored for model routing. Fix it in openclaw.json (check with \`openclaw config validate\`).`,
  });
}
