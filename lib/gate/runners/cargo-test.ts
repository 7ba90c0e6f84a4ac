// cargo test (doc.rust-lang.org/cargo/commands/cargo-test.html) and cargo-nextest: `running 3
// tests`, `test result: ok. 3 passed; 0 failed; 0 ignored; …`, nextest's `Summary [..] 3 tests
// run`; each test as `test name ... ok`; a test target that does not compile stops the run.

import { always, distinct, each, lineNames, n, sub } from './read.js';
import type { TestRunner } from './types.js';

export const runner: TestRunner = {
  runner: 'cargo test',
  order: 80,
  programs: ['nextest'],
  subcommands: [['cargo', 'test'], ['cargo', 'nextest']],
  named: (argv) => sub('cargo', 'test')(argv) || sub('cargo', 'nextest')(argv),
  ran: [{ line: /^running (\d+) tests?[ \t]*$/m }, { line: /^test result: \w+\. (\d+) passed; (\d+) failed\b.*$/m }, { line: /^[ \t]*Summary \[.*\] (\d+) tests? run\b.*$/m }],
  none: [/^running 0 tests[ \t]*$/m, /^[ \t]*Starting 0 tests across\b.*$/m],
  summaries: [
    {
      runner: 'cargo test',
      read: each(/^test result: \w+\. (\d+) passed; (\d+) failed; (\d+) ignored\b.*$/, (m) => ({ passed: n(m[1]), failed: n(m[2]), skipped: n(m[3]), todo: 0 })),
    },
  ],
  // `test tests::it_panics - should panic ... ok` is named without its attribute; a doc-test's name
  // has spaces (`src/lib.rs - add (line 3)`); `ignored, reason` carries the #[ignore] reason.
  names: lineNames([
    [/^test (.+?)(?: - should panic)? \.\.\. ok[ \t]*$/, always('passed')],
    [/^test (.+?)(?: - should panic)? \.\.\. FAILED[ \t]*$/, always('failed')],
    [/^test (.+?)(?: - should panic)? \.\.\. ignored\b.*$/, always('skipped')],
  ]),
  // cargo compiles every test target before it runs any: one that does not compile stops the run.
  unloaded: {
    counted: false,
    read: (lines) =>
      distinct(lines, (line) => {
        const m = /^error: could not compile `([^`]+)` \(([^)]*\btest\b[^)]*)\)/.exec(line);
        return m === null ? null : `${m[1] as string} (${m[2] as string})`;
      }),
  },
};
