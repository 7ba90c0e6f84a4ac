import { quote } from 'shell-quote';
import type { CliContext } from './context.js';

/** How the agent runs us, for commands we hand it (e.g. the approval answer): the script's absolute path, quoted. */
export function invocation(ctx: CliContext): string {
  return ctx.self === undefined ? 'openforge' : `node ${quote([ctx.self])}`;
}
