// The shape every ecosystem reader returns, and the project listing they read from.

import type { Diagnostic } from '../schema/index.js';
import type { CommandPurpose, Ecosystem } from '../schema/detect.js';

/** What the shell read of a project: its top-level entries and the candidate files that exist. */
export interface ProjectListing {
  /** Top-level entries (names only) and whether each is a directory. */
  entries: ReadonlyArray<{ name: string; dir: boolean }>;
  /** Text of the candidate files ({@link DETECT_FILES}) that exist, by path relative to the project. */
  files: ReadonlyMap<string, string>;
}

/** A command before the gate validator judged it. */
export interface CommandCandidate {
  purpose: CommandPurpose;
  command: string;
  source: string;
}

/** One ecosystem's findings; null from a reader means the project does not use it. */
export interface EcosystemFindings {
  ecosystem: Ecosystem;
  languages: string[];
  commands: CommandCandidate[];
  sourceDirs: string[];
  diagnostics: Diagnostic[];
}

export const hasEntry = (listing: ProjectListing, name: string, dir?: boolean): boolean =>
  listing.entries.some((e) => e.name === name && (dir === undefined || e.dir === dir));

export const firstFile = (listing: ProjectListing, names: readonly string[]): string | undefined =>
  names.find((n) => listing.files.has(n));
