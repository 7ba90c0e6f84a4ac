// Why a child's usage is not known, in a few words: the budget's escalation quotes it. The engine
// records a code and its data (lib/schema/spend.ts, UsageUnknownWhy); the words an older version
// logged are said as they were. Pure.

import type { UnknownWhy, UsageUnknownWhy } from '../schema/spend.js';
import { fileRefusalText } from './spawn-problem.js';

type Of<C extends UsageUnknownWhy['code']> = Extract<UsageUnknownWhy, { code: C }>;

/** The "no usage" answer, saying when the Gateway's cache was still counting so a reader knows why. */
const noUsage = (w: Of<'no-usage'>): string =>
  `OpenClaw reports no usage for session ${w.sessionKey}${w.cache === null ? '' : ` (its usage cache was still ${w.cache} after ${w.calls} calls)`}`;

/** Why no usage is known, in words. */
export function usageUnknownText(why: UnknownWhy): string {
  if (typeof why === 'string') return why;
  switch (why.code) {
    case 'call-exited':
      return `the usage call exited ${why.exit}: ${why.output}`;
    case 'no-json':
      return `the usage call printed no JSON: ${why.output}`;
    case 'unreadable-json':
      return `the usage call printed no readable JSON: ${why.output}`;
    case 'call-failed':
      return `the usage call ${why.exit === null ? 'failed' : `exited ${why.exit}`}: ${why.message}`;
    case 'no-usage':
      return noUsage(why);
    case 'not-run':
      return 'the usage exec was not run (its log never appeared)';
    case 'not-finished':
      return 'the usage exec did not finish';
    case 'unsafe-key':
      return 'its session key cannot be passed to a command as it is';
    case 'refused':
      return fileRefusalText(why.problem);
  }
}
