import { parsedGlobsOverlap, parseGlob, type ParsedGlob } from './files-overlap.js';

/**
 * Phases' `Files:` lists numbered by content (many phases share one). Whether two lists overlap
 * is answered from their globs parsed once, without allocating and without a cache per pair:
 * 5,000 `[parallel]` phases whose lists all overlap are 12.5 million checks, and a result kept
 * per pair took 4 GB. The overlapping glob pairs, for a warning's text, are computed by the
 * scheduler only when it writes the warning.
 */
export class FilesIndex {
  private readonly ids: number[];
  private readonly lists: Array<readonly string[]> = [];
  private readonly parsed: Array<readonly ParsedGlob[]> = [];

  constructor(phases: ReadonlyArray<{ files: readonly string[] }>) {
    const byText = new Map<string, number>();
    this.ids = phases.map((phase) => {
      if (phase.files.length === 0) return -1;
      const text = phase.files.join('\n');
      let id = byText.get(text);
      if (id === undefined) {
        id = this.lists.length;
        byText.set(text, id);
        this.lists.push(phase.files);
        this.parsed.push(phase.files.map(parseGlob));
      }
      return id;
    });
  }

  /** The phase's `Files:` list number; -1 when it has none (it never conflicts). */
  signature(phase: number): number {
    return this.ids[phase]!;
  }

  /** Number of distinct non-empty lists. */
  get size(): number {
    return this.lists.length;
  }

  /** Whether two list numbers overlap (never when either is -1). */
  overlaps(a: number, b: number): boolean {
    if (a < 0 || b < 0) return false;
    for (const x of this.parsed[a]!) for (const y of this.parsed[b]!) if (parsedGlobsOverlap(x, y)) return true;
    return false;
  }
}
