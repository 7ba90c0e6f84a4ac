// A Python project: pyproject.toml ([project], [tool.poetry], [tool.pytest.ini_options],
// [tool.ruff], [tool.mypy]), pytest.ini, tox.ini, setup.cfg; the runner from the lockfile.

import type { Diagnostic } from '../schema/index.js';
import { type CommandCandidate, type EcosystemFindings, hasEntry, type ProjectListing } from './shape.js';
import { parseToml, tableAt, type TomlTable } from './toml.js';

const MARKERS = ['pyproject.toml', 'setup.py', 'setup.cfg', 'requirements.txt', 'tox.ini', 'pytest.ini', 'Pipfile'];

function packageManager(listing: ProjectListing, pyproject: TomlTable): string {
  if (hasEntry(listing, 'uv.lock') || tableAt(pyproject, ['tool', 'uv']) !== undefined) return 'uv';
  if (hasEntry(listing, 'poetry.lock') || tableAt(pyproject, ['tool', 'poetry']) !== undefined) return 'poetry';
  if (hasEntry(listing, 'pdm.lock')) return 'pdm';
  if (hasEntry(listing, 'Pipfile')) return 'pipenv';
  return 'pip';
}

/** How a tool runs inside the project's environment. */
function inEnv(manager: string, tool: string): string {
  if (manager === 'uv' || manager === 'poetry' || manager === 'pdm' || manager === 'pipenv') return `${manager} run ${tool}`;
  return tool;
}

const iniSection = (text: string | undefined, section: string): boolean =>
  text !== undefined && new RegExp(`^\\s*\\[${section.replace(/[.:]/g, '\\$&')}\\]\\s*$`, 'm').test(text);

function mentions(pyproject: TomlTable, tool: string): boolean {
  const lists = [tableAt(pyproject, ['project', 'optional-dependencies']), tableAt(pyproject, ['dependency-groups'])];
  const deps: unknown[] = [];
  for (const table of lists) for (const v of Object.values(table ?? {})) if (Array.isArray(v)) deps.push(...v);
  const poetryDev = tableAt(pyproject, ['tool', 'poetry', 'group', 'dev', 'dependencies']) ?? tableAt(pyproject, ['tool', 'poetry', 'dev-dependencies']);
  return deps.some((d) => typeof d === 'string' && new RegExp(`^${tool}\\b`, 'i').test(d)) || (poetryDev !== undefined && tool in poetryDev);
}

function projectName(pyproject: TomlTable): string | null {
  const name = tableAt(pyproject, ['project'])?.name ?? tableAt(pyproject, ['tool', 'poetry'])?.name;
  return typeof name === 'string' ? name : null;
}

export function detectPython(listing: ProjectListing): EcosystemFindings | null {
  const marker = MARKERS.find((m) => hasEntry(listing, m, false));
  if (marker === undefined) return null;
  const diagnostics: Diagnostic[] = [];
  const pyText = listing.files.get('pyproject.toml');
  const pyproject = pyText === undefined ? {} : parseToml('pyproject.toml', pyText, diagnostics);
  const manager = packageManager(listing, pyproject);
  const setupCfg = listing.files.get('setup.cfg');
  const tox = listing.files.get('tox.ini');
  const commands: CommandCandidate[] = [];
  const pytestSource =
    tableAt(pyproject, ['tool', 'pytest', 'ini_options']) !== undefined
      ? 'pyproject.toml [tool.pytest.ini_options]'
      : hasEntry(listing, 'pytest.ini')
        ? 'pytest.ini'
        : iniSection(tox, 'pytest')
          ? 'tox.ini [pytest]'
          : iniSection(setupCfg, 'tool:pytest')
            ? 'setup.cfg [tool:pytest]'
            : hasEntry(listing, 'conftest.py')
              ? 'conftest.py'
              : mentions(pyproject, 'pytest')
                ? 'pyproject.toml dependencies (pytest)'
                : hasEntry(listing, 'tests', true)
                  ? 'tests/ directory'
                  : null;
  if (pytestSource !== null) commands.push({ purpose: 'test', command: inEnv(manager, 'pytest'), source: pytestSource });
  if (tox !== undefined) commands.push({ purpose: 'test', command: 'tox', source: 'tox.ini' });
  const ruff = tableAt(pyproject, ['tool', 'ruff']) !== undefined ? 'pyproject.toml [tool.ruff]' : (['ruff.toml', '.ruff.toml'].find((f) => hasEntry(listing, f)) ?? null);
  if (ruff !== null) commands.push({ purpose: 'lint', command: inEnv(manager, 'ruff check .'), source: ruff });
  else if (hasEntry(listing, '.flake8') || iniSection(setupCfg, 'flake8') || iniSection(tox, 'flake8')) {
    commands.push({ purpose: 'lint', command: inEnv(manager, 'flake8'), source: hasEntry(listing, '.flake8') ? '.flake8' : 'flake8 section' });
  }
  const mypy = tableAt(pyproject, ['tool', 'mypy']) !== undefined ? 'pyproject.toml [tool.mypy]' : hasEntry(listing, 'mypy.ini') ? 'mypy.ini' : iniSection(setupCfg, 'mypy') ? 'setup.cfg [mypy]' : null;
  if (mypy !== null) commands.push({ purpose: 'typecheck', command: inEnv(manager, 'mypy .'), source: mypy });
  const name = projectName(pyproject);
  const packageDir = name?.toLowerCase().replace(/[-.]+/g, '_');
  const sourceDirs = ['src', ...(packageDir === undefined ? [] : [packageDir])].filter((d) => hasEntry(listing, d, true));
  return {
    ecosystem: { name: 'python', manifest: marker, packageManager: manager, project: name },
    languages: ['python'],
    commands,
    sourceDirs,
    diagnostics,
  };
}
