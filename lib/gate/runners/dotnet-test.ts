// dotnet test (learn.microsoft.com/dotnet/core/tools/dotnet-test):
// `Passed!  - Failed:     0, Passed:     3, Skipped:     0, Total:     3`.

import { each, n, sub } from './read.js';
import type { TestRunner } from './types.js';

export const runner: TestRunner = {
  runner: 'dotnet test',
  order: 110,
  subcommands: [['dotnet', 'test']],
  named: sub('dotnet', 'test'),
  ran: [{ line: /^[ \t]*(?:Passed|Failed)![ \t]+-[ \t]+Failed:[ \t]+(\d+), Passed:[ \t]+(\d+).*$/m }, { line: /^[ \t]*Total tests: (\d+)[ \t]*$/m }],
  none: [/^[ \t]*No test is available in .*$/m],
  summaries: [
    {
      runner: 'dotnet test',
      read: each(/^[ \t]*(?:Passed|Failed)![ \t]+-[ \t]+Failed:[ \t]+(\d+), Passed:[ \t]+(\d+), Skipped:[ \t]+(\d+)\b.*$/, (m) => ({
        passed: n(m[2]),
        failed: n(m[1]),
        skipped: n(m[3]),
        todo: 0,
      })),
    },
  ],
};
