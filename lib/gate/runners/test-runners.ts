// The test runners OpenForge knows, in the order their output is read (docs/design.md#gates):
// the records of this folder (one file each; the build writes index.generated.ts). The evidence a
// log gives (lib/gate/evidence.ts) and the runner's report (lib/gate/runner-report.ts) read these;
// which gates run tests, the profiles and the option types read the records' plain data, which the
// build writes beside them (tables.generated.ts), so the run commands load no log reader.

import { RUNNER_RECORDS } from './index.generated.js';
import type { TestRunner } from './types.js';

/** Every runner, by `order`: where two runners' lines match one log, the earlier is reported. */
export const TEST_RUNNERS: readonly TestRunner[] = [...RUNNER_RECORDS].sort((a, b) => a.order - b.order);
