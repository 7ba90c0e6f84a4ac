import { dirname, resolve } from 'node:path';
import { isDirectory, isProjectFile, loadOpenClawConfig, openforgeHome, outsideConfigAt, projectScriptReader, workdirProblem } from '../../lib/io/index.js';
import type { PlanInput } from '../../lib/plan/index.js';
import type { CliContext } from './context.js';
import type { PrdArgument } from './prd-file.js';

/** What `plan` and `run` hand the planner: the PRD, `--cwd`, the OpenClaw config and the file-system checks. */
export function planInput(prd: PrdArgument, cwdOption: string | boolean | undefined, ctx: CliContext): PlanInput {
  return {
    file: prd.file,
    text: prd.text,
    cwd: typeof cwdOption === 'string' ? resolve(ctx.cwd, cwdOption) : undefined,
    resolveCwd: (fromPrd) => resolve(dirname(prd.path), fromPrd),
    defaultCwd: ctx.cwd,
    isDirectory,
    isProjectFile,
    workdirProblem,
    outsideConfig: (cwd, workdir) => outsideConfigAt(cwd, workdir, ctx.env, ctx.homeDir),
    readScript: projectScriptReader,
    openclaw: loadOpenClawConfig({ env: ctx.env, homeDir: ctx.homeDir }),
    indexDir: openforgeHome(ctx.env, ctx.homeDir),
  };
}
