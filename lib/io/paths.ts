import { realpathSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';

/** Where the run index lives: OPENFORGE_HOME, else ~/.openclaw/workspace/.openforge (docs/design.md#run-state). */
export function openforgeHome(env: Readonly<Record<string, string | undefined>>, homeDir: string): string {
  const override = env.OPENFORGE_HOME;
  return override !== undefined && override !== '' ? override : join(homeDir, '.openclaw', 'workspace', '.openforge');
}

/**
 * Why `run` refuses the OpenForge home `home` for the project `cwd`: it lies inside the project
 * tree, outside a `.openforge` folder (docs/design.md#run-state). There its seals and run key sit
 * among the files the sub-agents work on, where a child reads them and a commit takes them along.
 * Under a `.openforge` folder (the default home, when the project is the agent's workspace) it is
 * where run files live anyway and no snapshot enters it. Null when the home is fine.
 */
export function homeInProjectProblem(home: string, cwd: string): string | null {
  const real = (p: string): string => {
    try {
      return realpathSync(p);
    } catch {
      return resolve(p);
    }
  };
  for (const [base, path] of [[resolve(cwd), resolve(home)], [real(cwd), real(home)]] as const) {
    const rel = relative(base, path);
    if (rel.startsWith('..') || isAbsolute(rel)) continue;
    if (rel.split(sep).includes('.openforge')) return null;
    return (
      `the OpenForge home ${home} (OPENFORGE_HOME) lies inside the project ${cwd}: its seals and run key would sit among the files the sub-agents change. ` +
      `Expected a folder outside the project. Fix: set OPENFORGE_HOME to a folder outside ${cwd} (or unset it for the default ~/.openclaw/workspace/.openforge).`
    );
  }
  return null;
}
