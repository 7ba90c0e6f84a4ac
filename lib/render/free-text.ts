// Free text from results and escalations in the summary: secrets redacted, flattened to one
// line and cut between words (lib/text/cut.ts).

import { redactSecrets } from '../secrets/index.js';
import { normalizeNewlines } from '../text/index.js';
import { cutAtWord } from '../text/cut.js';

/** `text` redacted, on one line, at most `limit` characters cut between words. */
export function freeText(text: string, limit: number): string {
  return cutAtWord(redactSecrets(normalizeNewlines(text)), limit);
}
