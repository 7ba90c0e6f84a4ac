// The one way a command's document becomes its stdout: JSON or the person's text, laid out
// and redacted the same way for every command. A run-protocol report (the one the agent reads
// after every step) is one compact line; every other document is indented for a person. Every
// field goes through the redaction (by default `redactDeep`; a run-protocol report keeps its
// commands byte-exact with its own), and the person's text is rendered from the redacted
// document and redacted once more. Pure: the shell writes what it returns.

import { redactDeep, redactSecrets } from '../secrets/index.js';

export interface DocumentSpec<T> {
  /** `compact`: one line, for the agent's run protocol; `indented`: for a person. */
  layout: 'compact' | 'indented';
  /** The person's text, from the redacted document. */
  human: (safe: T) => string;
  /** The redaction of the document; default every field (`redactDeep`). */
  redact?: (doc: T) => T;
}

/** A JSON document as printed: one line, or indented by two; with its trailing newline. */
export const jsonText = (doc: unknown, layout: DocumentSpec<unknown>['layout']): string =>
  `${JSON.stringify(doc, null, layout === 'compact' ? undefined : 2)}\n`;

/** What a command prints for `doc`: its JSON (`--json`) or the person's text, redacted either way. */
export function documentText<T>(json: boolean, doc: T, spec: DocumentSpec<T>): string {
  const safe = (spec.redact ?? redactDeep)(doc);
  return json ? jsonText(safe, spec.layout) : redactSecrets(spec.human(safe));
}
