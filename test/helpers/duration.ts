// A duration as the scripts word it (lib/text/duration.ts), of any unit: `12s`, `4m`,
// `1m 09s`, `2h`, `2h 03m`, `1h 00m 05s`. Tests match this, never `\d+s`: a phase that takes a
// minute on a slow machine must not fail a test that expected seconds (issue 43 item 5).

/** The pattern's source, to put inside a larger RegExp: exactly one duration, no groups captured. */
export const DURATION = String.raw`(?:\d+h(?: \d{2}m)?(?: \d{2}s)?|\d+m(?: \d{2}s)?|\d+s)`;
