import { resolve } from 'node:path';
import { readTextFile } from '../../lib/io/index.js';
import type { StartedCommand } from './args.js';
import { type CliContext, EXIT } from './context.js';
import { reportUsage } from './usage.js';

export interface PrdArgument {
  /** As the user wrote it: shown in every diagnostic line. */
  file: string;
  /** Absolute. */
  path: string;
  text: string;
}

/** The one PRD file a command takes: exactly one positional, readable; else a usage or input error (exit 2). */
export function readPrdArgument(command: string, parsed: StartedCommand, ctx: CliContext): PrdArgument | number {
  const [file, ...extra] = parsed.positionals;
  if (file === undefined || extra.length > 0) {
    reportUsage(ctx, parsed.json, `${command}: expected exactly one PRD file, e.g. \`openforge ${command} docs/auth.prd.md\`.`);
    return EXIT.usage;
  }
  const path = resolve(ctx.cwd, file);
  const read = readTextFile(path);
  if (!read.ok) {
    reportUsage(ctx, parsed.json, read.message.split(path).join(file), 'input', file);
    return EXIT.usage;
  }
  return { file, path, text: read.text };
}
