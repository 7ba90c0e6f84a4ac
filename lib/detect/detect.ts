// `detect`: what a project shows about itself — languages, toolchains, the build, test and
// lint commands it defines (each judged by the gate validator, as a gate would run it),
// its layout — from its top-level files alone. Pure: the shell lists and reads the files.

import { validateGate } from '../gate/index.js';
import type { DetectedCommand, DetectedModels, ProjectFacts } from '../schema/detect.js';
import type { OpenClawModels } from '../routing/index.js';
import { detectGo } from './go.js';
import { detectGradle, detectMaven } from './jvm.js';
import { detectMake } from './make.js';
import { detectNode } from './node.js';
import { detectPython } from './python.js';
import { detectRust } from './rust.js';
import type { EcosystemFindings, ProjectListing } from './shape.js';

/** Readers in order of precedence: the first found gives the main language. */
const READERS = [detectGo, detectRust, detectPython, detectNode, detectGradle, detectMaven, detectMake];

const TEST_DIRS = ['test', 'tests', '__tests__', 'spec', 'e2e', 'testdata'];

/** Most top-level entries listed. */
const MAX_TOP_LEVEL = 60;

const unique = (list: readonly string[]): string[] => [...new Set(list)];

export function detectProject(listing: ProjectListing): ProjectFacts {
  const found = READERS.map((read) => read(listing)).filter((f): f is EcosystemFindings => f !== null);
  const commands: DetectedCommand[] = [];
  for (const candidate of found.flatMap((f) => f.commands)) {
    if (commands.some((c) => c.command === candidate.command)) continue;
    commands.push({ ...candidate, verdict: validateGate(candidate.command, { shellGate: false }).verdict });
  }
  const topLevel = listing.entries
    .map((e) => (e.dir ? `${e.name}/` : e.name))
    .sort()
    .slice(0, MAX_TOP_LEVEL);
  return {
    languages: unique(found.flatMap((f) => f.languages)),
    ecosystems: found.map((f) => f.ecosystem),
    commands,
    layout: {
      sourceDirs: unique(found.flatMap((f) => f.sourceDirs)),
      testDirs: TEST_DIRS.filter((d) => listing.entries.some((e) => e.dir && e.name === d)),
      topLevel,
    },
    diagnostics: found.flatMap((f) => f.diagnostics),
  };
}

/** The models part of `detect`: what the OpenClaw config offers. */
export function detectedModels(models: OpenClawModels, configPath: string, found: boolean): DetectedModels {
  return { configPath, found, defaultModel: models.defaultModel, subagentModel: models.subagentModel, aliases: { ...models.aliases } };
}
