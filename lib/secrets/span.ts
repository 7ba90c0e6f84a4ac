/** One secret found in a text: where it is and what kind it looks like. Never its value. */
export interface SecretSpan {
  /** 0-based UTF-16 offsets; the secret is `text.slice(start, end)`. */
  readonly start: number;
  readonly end: number;
  /** Short stable name, used in `[REDACTED:<kind>]`, e.g. `aws-access-key-id`. */
  readonly kind: string;
  /** How messages name it, e.g. "an AWS access key id". */
  readonly description: string;
}
