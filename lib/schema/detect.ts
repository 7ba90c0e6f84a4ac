import Type, { type Static } from 'typebox';
import { Closed, SchemaVersion } from './common.js';
import { Diagnostic } from './diagnostic.js';
import { GateVerdict } from './gate.js';

/** What a detected command is for. */
export const CommandPurpose = Type.Enum(['build', 'test', 'lint', 'typecheck', 'format']);
export type CommandPurpose = Static<typeof CommandPurpose>;

/** One toolchain the project shows, by the manifest that shows it. */
export const Ecosystem = Type.Object(
  {
    name: Type.Enum(['node', 'python', 'go', 'rust', 'gradle', 'maven', 'make']),
    /** The file it was found from, relative to the project (e.g. `package.json`). */
    manifest: Type.String(),
    /** npm, pnpm, yarn, bun; uv, poetry, pip; cargo; go; … — from lockfiles and manifests; null when unknown. */
    packageManager: Type.Union([Type.String(), Type.Null()]),
    /** The package or module name the manifest gives; null when none. */
    project: Type.Union([Type.String(), Type.Null()]),
  },
  Closed,
);
export type Ecosystem = Static<typeof Ecosystem>;

/** A build, test or lint command the project defines, as a gate would run it, with the gate validator's verdict. */
export const DetectedCommand = Type.Object(
  {
    purpose: CommandPurpose,
    command: Type.String(),
    /** Where it comes from, e.g. `package.json scripts.test`, `Makefile target test`, `go.mod`. */
    source: Type.String(),
    verdict: GateVerdict,
  },
  Closed,
);
export type DetectedCommand = Static<typeof DetectedCommand>;

/** The models the user's OpenClaw config offers (what a PRD's `Model:` tiers resolve to). */
export const DetectedModels = Type.Object(
  {
    configPath: Type.String(),
    found: Type.Boolean(),
    defaultModel: Type.Union([Type.String(), Type.Null()]),
    subagentModel: Type.Union([Type.String(), Type.Null()]),
    /** Alias (lower case) → `provider/model` id, e.g. `opus` → `anthropic/claude-opus-4-5`. */
    aliases: Type.Record(Type.String(), Type.String()),
  },
  Closed,
);
export type DetectedModels = Static<typeof DetectedModels>;

/** What a project shows about itself, found deterministically from its files. */
export const ProjectFacts = Type.Object(
  {
    /** Languages, the main one first (e.g. `typescript`, `python`, `go`, `rust`, `java`). */
    languages: Type.Array(Type.String()),
    ecosystems: Type.Array(Ecosystem),
    /** Gate candidates, the best first within each purpose. */
    commands: Type.Array(DetectedCommand),
    layout: Type.Object(
      {
        /** Top-level directories holding source code (`src`, `lib`, `cmd`, `internal`, the Python package, …). */
        sourceDirs: Type.Array(Type.String()),
        testDirs: Type.Array(Type.String()),
        /** Every top-level entry, directories with a trailing `/`, sorted, at most 60. */
        topLevel: Type.Array(Type.String()),
      },
      Closed,
    ),
    diagnostics: Type.Array(Diagnostic),
  },
  Closed,
);
export type ProjectFacts = Static<typeof ProjectFacts>;

/** `openforge detect --json`. */
export const DetectReport = Type.Object(
  {
    schemaVersion: SchemaVersion,
    cwd: Type.String(),
    ...ProjectFacts.properties,
    models: DetectedModels,
  },
  Closed,
);
export type DetectReport = Static<typeof DetectReport>;
