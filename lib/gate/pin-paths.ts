// The paths a vetted gate hands its program as paths, read off the profile grammar
// (docs/design.md#gates, "Resolve, then pin"): typed option values (`npm --prefix X`,
// `make -C X`, `pytest --junitxml X`, `cargo --target-dir X`), path settings (`PYTHONPATH=…`)
// and operands of programs whose operands are files (`pytest tests/x.py`, `node --test t/`).
// The shell resolves them when the gate is issued (lib/io/gate-pins.ts) and the exec command
// checks them again right before the gate runs (./pin-guard.ts), so a link a child planted or
// swapped cannot send the gate outside the project. Subcommands, script names, make targets
// and test names are not paths and are never pinned: `npm test` names none. Pure.

import { PASSTHROUGH_TYPES } from './passthrough.js';
import { projectPath } from './named-paths.js';
import { ENV_TYPES, optionType } from './option-types.js';
import { GATE_PROFILES, PYTHON_MODULE_PROFILES, type GateProfile } from './profiles.js';
import type { GatePin } from '../schema/run-base.js';
import type { ValueType } from './value-types.js';
import { afterWrapper, profileKeyOf } from './vetting.js';

/** A path a gate names, as written, relative to the gate's folder. */
export interface PathCandidate {
  readonly path: string;
  /** `option`: a typed option or setting, pinned even when absent; `operand`: pinned only when it exists (else it may be a name). */
  readonly named: 'option' | 'operand';
  /** A destination the program writes (a report, a junit file, a target folder): never through a link. */
  readonly write: boolean;
}

/** The pins of one gate as the shell resolved them at issue, or why it may not be issued (a sentence naming the path). */
export type PinResolution = { pins: GatePin[]; workdirReal?: string } | { problem: string };

/** Folders a program writes into although their option type is `path`. */
const WRITTEN_FOLDERS = new Set(['--target-dir', '--cache-dir', '--outDir', '--coverage-dir', '--coverageDirectory', '--results-directory',
  '--reports-dir', '--report-dir', '--temp-directory', '--scratch-path', '--build', '-B', '-o', '--out']);
/** Settings a program writes into. */
const WRITTEN_SETTINGS = new Set(['JEST_JUNIT_OUTPUT_DIR']);
/** Programs whose operands are names (scripts, targets, tasks, labels, modules), not files. */
const NAMED_OPERANDS = new Set(['npm', 'pnpm', 'yarn', 'bun', 'make', 'gmake', 'bazel', 'bazelisk', 'unittest', 'mvn', 'mvnw', 'gradle',
  'gradlew', 'cargo', 'just', 'task', 'rake', 'nx', 'turbo', 'tox', 'nox', 'hatch', 'mix', 'ctest', 'cmake', 'ninja', 'dotnet', 'go',
  'npx', 'pnpx', 'bunx', 'uv', 'uvx', 'poetry', 'pdm', 'composer', 'artisan', 'rails', 'lein', 'sbt', 'stack', 'cabal', 'dune', 'swift',
  'zig', 'flutter', 'vitest', 'jest', 'playwright', 'cypress']);

const isPathType = (t: ValueType | undefined): boolean => t === 'path' || t === 'output' || t === 'path-list';

/** The paths in one typed value: `a:b` of a path list split, each checked to be a plain relative path. */
function valuePaths(type: ValueType | undefined, value: string): string[] {
  const parts = type === 'path-list' ? value.split(':') : [value];
  return parts.flatMap((p) => {
    const path = projectPath(p);
    return path === null ? [] : [path];
  });
}

interface Walk {
  key: string | null;
  profile: GateProfile | null;
  sub: boolean;
  readonly out: PathCandidate[];
}

function add(walk: Walk, type: ValueType | undefined, option: string, value: string, named: PathCandidate['named']): void {
  // An output option's stream names are not files (lib/gate/value-types.ts).
  if (type === 'output' && ['-', 'stdout', 'stderr'].includes(value)) return;
  const write = type === 'output' || WRITTEN_FOLDERS.has(option) || WRITTEN_SETTINGS.has(option);
  for (const path of valuePaths(type, value)) walk.out.push({ path, named, write });
}

/** The type of `option` for the program walked, or of a runner after `--`. */
function typeOf(walk: Walk, option: string, passthrough: boolean): ValueType | undefined {
  if (walk.key === null) return undefined;
  if (!passthrough) return optionType(walk.key, option);
  for (const name of walk.profile?.passthrough ?? []) {
    const type = PASSTHROUGH_TYPES[name]?.[option] ?? optionType(name, option);
    if (type !== undefined) return type;
  }
  return undefined;
}

/** Whether `option` takes the next word as its value. */
function takesValue(walk: Walk, option: string, passthrough: boolean): boolean {
  if (passthrough) return isPathType(typeOf(walk, option, true));
  return walk.profile?.values.includes(option) === true;
}

/** One option word at `i`; returns how many words it used. */
function optionAt(walk: Walk, words: readonly string[], i: number, passthrough: boolean): number {
  const word = words[i] as string;
  const eq = word.indexOf('=');
  if (eq > 0) {
    const type = typeOf(walk, word.slice(0, eq), passthrough);
    if (isPathType(type)) add(walk, type, word.slice(0, eq), word.slice(eq + 1), 'option');
    return 1;
  }
  if (takesValue(walk, word, passthrough)) {
    const type = typeOf(walk, word, passthrough);
    const value = words[i + 1];
    if (value !== undefined && isPathType(type)) add(walk, type, word, value, 'option');
    return 2;
  }
  const head = word.slice(0, 2);
  if (!word.startsWith('--') && word.length > 2 && walk.profile?.values.includes(head) === true) {
    const type = typeOf(walk, head, passthrough);
    if (isPathType(type)) add(walk, type, head, word.slice(2), 'option');
  }
  return 1;
}

/** Switch to the program a word names (`npx vitest`, `python -m pytest`); false when it names none. */
function enterProgram(walk: Walk, word: string): boolean {
  const key = profileKeyOf(word);
  if (key === null) return false;
  walk.key = key;
  walk.profile = GATE_PROFILES[key] ?? null;
  walk.sub = false;
  return true;
}

/** An operand word: a subcommand, another program, or (for programs whose operands are files) a path. */
function operandAt(walk: Walk, word: string): void {
  const profile = walk.profile;
  if (profile === null || walk.key === null) return;
  if (profile.subcommands?.includes(word) === true && (!walk.sub || profile.tasks === true)) {
    walk.sub = true;
    return;
  }
  if (enterProgram(walk, word)) return;
  if (!profile.operands || NAMED_OPERANDS.has(walk.key)) return;
  // pytest's node ids (`tests/test_a.py::test_x`) name the file before `::`.
  const path = projectPath(word.split('::')[0] ?? '');
  if (path !== null) walk.out.push({ path, named: 'operand', write: false });
}

/** The leading settings and wrappers (`PYTHONPATH=src`, `timeout 60`, `env CI=1`); returns where the program starts. */
function settingsAndWrappers(walk: Walk, argv: readonly string[]): number {
  let i = 0;
  for (let guard = 0; guard < 8 && i < argv.length; guard++) {
    for (let m = /^([A-Za-z_][A-Za-z0-9_]*)=/.exec(argv[i] ?? ''); m !== null; m = /^([A-Za-z_][A-Za-z0-9_]*)=/.exec(argv[i] ?? '')) {
      const name = m[1] as string;
      const type = Object.hasOwn(ENV_TYPES, name) ? ENV_TYPES[name] : undefined;
      if (isPathType(type)) add(walk, type, name, (argv[i] as string).slice(name.length + 1), 'option');
      i += 1;
    }
    const next = afterWrapper(argv, i);
    if (next < 0) break;
    i = next;
  }
  return i;
}

/**
 * The paths a plain gate names as paths, in order, without duplicates (by path). A Shell-Gate
 * (argv null) and a program without a profile give none: their words are the user's to confirm.
 */
export function pinCandidates(argv: readonly string[] | null): PathCandidate[] {
  if (argv === null) return [];
  const walk: Walk = { key: null, profile: null, sub: false, out: [] };
  let i = settingsAndWrappers(walk, argv);
  const program = argv[i] ?? '';
  if (/^python(3(\.\d{1,2})?)?$/.test(program) && argv[i + 1] === '-m') {
    const module = PYTHON_MODULE_PROFILES[argv[i + 2] ?? ''];
    if (module === undefined) return [];
    enterProgram(walk, module);
    i += 3;
  } else if (enterProgram(walk, program)) i += 1;
  else return [];
  let passthrough = false;
  while (i < argv.length) {
    const word = argv[i] as string;
    if (word === '--' && !passthrough) {
      passthrough = true;
      i += 1;
    } else if (word.startsWith('-') && word !== '-') i += optionAt(walk, argv, i, passthrough);
    else {
      if (passthrough) {
        const path = projectPath(word);
        if (path !== null) walk.out.push({ path, named: 'operand', write: false });
      } else operandAt(walk, word);
      i += 1;
    }
  }
  const seen = new Map<string, PathCandidate>();
  for (const c of walk.out) {
    const before = seen.get(c.path);
    seen.set(c.path, before === undefined ? c : { path: c.path, named: before.named === 'option' ? 'option' : c.named, write: before.write || c.write });
  }
  return [...seen.values()];
}

