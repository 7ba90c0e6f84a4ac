// The test runners OpenForge knows, in the order their output is read (docs/design.md#gates):
// the records of this folder (one file each; the build writes index.generated.ts). The gate code
// reads these, not tables of its own: the evidence a log gives (lib/gate/evidence.ts), the
// runner's report (lib/gate/runner-report.ts) and which gates run tests (lib/gate/test-gates.ts).

import { RUNNER_RECORDS } from './index.generated.js';
import type { TestRunner } from './types.js';

/** Every runner, by `order`: where two runners' lines match one log, the earlier is reported. */
export const TEST_RUNNERS: readonly TestRunner[] = [...RUNNER_RECORDS].sort((a, b) => a.order - b.order);
