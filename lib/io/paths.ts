import { lstatSync, readlinkSync, realpathSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

/** Where the run index lives: OPENFORGE_HOME, else ~/.openclaw/workspace/.openforge (docs/design.md#run-state). */
export function openforgeHome(env: Readonly<Record<string, string | undefined>>, homeDir: string): string {
  const override = env.OPENFORGE_HOME;
  return override !== undefined && override !== '' ? override : join(homeDir, '.openclaw', 'workspace', '.openforge');
}

/** Links followed on the way to where a path lands (the kernel's own bound). */
const MAX_LINKS = 40;

/**
 * Where `path` lands once it is made: its real path, or, when it does not exist yet, the real path
 * of its deepest existing part with the rest appended, links on the way followed even when they
 * dangle (a link to a folder not made yet lands where `mkdir -p` through it would create it).
 */
export function landing(path: string): string {
  let rest = resolve(path).split(sep).filter((p) => p !== '');
  let at: string = sep;
  for (let links = 0; rest.length > 0; ) {
    const next = join(at, rest[0]!);
    let link: string | null = null;
    try {
      link = lstatSync(next).isSymbolicLink() ? readlinkSync(next) : null;
    } catch {
      return join(at, ...rest);
    }
    if (link !== null && links < MAX_LINKS) {
      links += 1;
      rest = [...resolve(dirname(next), link).split(sep).filter((p) => p !== ''), ...rest.slice(1)];
      at = sep;
    } else {
      at = next;
      rest = rest.slice(1);
    }
  }
  try {
    return realpathSync(at);
  } catch {
    return at;
  }
}

/**
 * Why `run` refuses the OpenForge home `home` for the project `cwd`: it lies inside the project
 * tree, outside a `.openforge` folder (docs/design.md#run-state). There its seals and run key sit
 * among the files the sub-agents work on, where a child reads them and a commit takes them along.
 * Under a `.openforge` folder (the default home, when the project is the agent's workspace) it is
 * where run files live anyway and no snapshot enters it. Null when the home is fine.
 */
export function homeInProjectProblem(home: string, cwd: string): string | null {
  for (const [base, path] of [[resolve(cwd), resolve(home)], [landing(cwd), landing(home)]] as const) {
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
