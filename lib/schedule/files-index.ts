import { filesOverlap } from './files-overlap.js';

/** Phases' `Files:` lists numbered by content (many phases share one), with overlap results by pair. */
export class FilesIndex {
  private readonly ids: number[];
  private readonly lists: Array<readonly string[]> = [];
  private readonly results = new Map<number, Array<[string, string]>>();

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

  /** Overlapping glob pairs of two list numbers (none when either is -1). */
  overlap(a: number, b: number): Array<[string, string]> {
    if (a < 0 || b < 0) return [];
    const key = a * this.lists.length + b;
    let globs = this.results.get(key);
    if (globs === undefined) {
      globs = filesOverlap(this.lists[a]!, this.lists[b]!);
      this.results.set(key, globs);
    }
    return globs;
  }
}
