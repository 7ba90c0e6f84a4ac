// `gate check`'s view of configuration from outside the project: the runners a gate names and the
// ones its project scripts start (lib/gate/started-scripts.ts), judged with what lib/io reads. A
// module of its own, so that the commands that only issue gates do not load the script walk.

import { withOutsideConfig } from '../gate/outside-verdict.js';
import { startedScriptRunners } from '../gate/started-scripts.js';
import type { GateCheck } from '../schema/index.js';
import { outsideConfigAt } from './outside-config.js';
import { projectScriptReader } from './project-scripts.js';

/** `check`, run in the folder `project`, with the configuration from outside it that its runners take, named or started by its project scripts. */
export function withOutsideConfigAt(check: GateCheck, project: string, env: Readonly<Record<string, string | undefined>>, homeDir: string): GateCheck {
  return withOutsideConfig(check, outsideConfigAt(project, undefined, env, homeDir), () => startedScriptRunners(check.argv, check.command, projectScriptReader(project, undefined)));
}
