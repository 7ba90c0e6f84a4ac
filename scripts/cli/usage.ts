import { SCHEMA_VERSION } from '../../lib/schema/version.js';
import type { CliContext } from './context.js';
import { jsonText } from '../../lib/render/document.js';
import { redactDeep } from '../../lib/secrets/index.js';

/** A usage or input error: a JSON document on stdout with --json, a line on stderr otherwise. */
export function reportUsage(ctx: CliContext, json: boolean, message: string, code: 'usage' | 'input' | 'run-state-tampered' = 'usage', file?: string): void {
  if (json) {
    const error: { code: string; message: string; file?: string } = { code, message };
    if (file !== undefined) error.file = file;
    ctx.stdout(jsonText(redactDeep({ schemaVersion: SCHEMA_VERSION, error }), 'indented'));
  } else {
    ctx.stderr(`openforge: ${message}\n`);
  }
}
