// An in-memory world for the interpreter: a working tree, the run's files (results, gate logs,
// summaries), baseline snapshots and a real JS complexity meter. The same loop that runs on
// disk runs here, without one.
import { measureJs } from '../../lib/complexity/index.js';
import type { RunIO } from '../../lib/io/index.js';
import type { ErosionMeasurement, TreeChanges } from '../../lib/run/index.js';
import type { RunEvent, RunState } from '../../lib/schema/index.js';
import type { FileComplexity } from '../../lib/complexity/index.js';

export class MemoryWorld {
  /** The project's working tree: path (relative to cwd) → content. */
  tree = new Map<string, string>();
  /** Files by absolute path (the run directory's results, logs, summaries). */
  files = new Map<string, string>();
  baselines = new Map<string, Map<string, string>>();
  /** The tree at the last look (an attempt's diff or a look), as the disk Workspace keeps seen.json. */
  seen: Map<string, string> | null = null;
  /** What happened, in order: `persist`, `snapshot:<ids>`, `task:<path>`, `logs:<n>`, `summary:<path>`, `read:<n>`, `ledger`. */
  log: string[] = [];
  persisted: RunEvent[] = [];
  /** Make the next persist fail with this message. */
  failPersist: string | null = null;

  io(threshold = 10): RunIO {
    const warnings: string[] = [];
    const complexity = (file: string, text: string | undefined): FileComplexity | null => {
      if (text === undefined) return null;
      const m = measureJs(text, file, threshold);
      return m.ok ? m.file : null;
    };
    const highMass = (snapshot: Map<string, string>): number =>
      [...snapshot].reduce((sum, [file, text]) => sum + (complexity(file, text)?.highMass ?? 0), 0);
    const differ = (before: Map<string, string>): string[] => {
      const paths = new Set([...before.keys(), ...this.tree.keys()]);
      return [...paths].filter((p) => before.get(p) !== this.tree.get(p)).sort();
    };
    // Every look of one command compares with the look before it.
    let seenBefore: Map<string, string> | null | undefined;
    const sinceSeen = (): string[] | null => {
      if (seenBefore === undefined) {
        seenBefore = this.seen;
        this.seen = new Map(this.tree);
      }
      return seenBefore === null ? null : differ(seenBefore);
    };
    return {
      warnings,
      lookAtTree: async (): Promise<TreeChanges> => {
        this.log.push('look');
        const since = sinceSeen();
        return since === null ? { known: false, reason: 'no earlier look at the tree' } : { known: true, changed: since };
      },
      readFiles: (paths) => {
        this.log.push(`read:${paths.length}`);
        return new Map(paths.map((p) => [p, this.files.get(p) ?? null]));
      },
      changesSince: async (actionId, look = true): Promise<TreeChanges> => {
        const before = this.baselines.get(actionId);
        if (before === undefined) return { known: false, reason: `no baseline snapshot for ${actionId}` };
        return look ? { known: true, changed: differ(before), sinceSeen: sinceSeen() } : { known: true, changed: differ(before) };
      },
      measure: async (since, files): Promise<ErosionMeasurement> => {
        const before = this.baselines.get(since);
        if (before === undefined) return { measured: false, reason: 'no snapshot of the tree at phase start' };
        const rows = files.map((file) => ({ file, before: complexity(file, before.get(file)), after: complexity(file, this.tree.get(file)) }));
        return { measured: true, baselineHighMass: highMass(before), rows, skipped: [] };
      },
      snapshot: async (actionIds) => {
        this.log.push(`snapshot:${actionIds.join(',')}`);
        for (const id of actionIds) this.baselines.set(id, new Map(this.tree));
      },
      eventsAfter: (seq) => this.persisted.filter((e) => e.seq > seq),
      persist: (_state: RunState, events) => {
        this.log.push('persist');
        if (this.failPersist !== null) return this.failPersist;
        this.persisted.push(...events);
        return null;
      },
      writeTasks: (tasks) => {
        for (const t of tasks) {
          this.log.push(`task:${t.path}`);
          if (t.replace || !this.files.has(t.path)) this.files.set(t.path, t.text);
        }
      },
      makeLogFolder: (logFiles) => {
        this.log.push(`logs:${logFiles.length}`);
      },
      keepRunFiles: () => {
        this.log.push('ledger');
      },
      writeSummary: (state, paths) => {
        for (const p of paths) {
          this.log.push(`summary:${p}`);
          this.files.set(p, `# summary of ${state.runId}\n`);
        }
      },
    };
  }
}

/** A function of cyclomatic complexity `n` (n - 1 `if`s). */
export function functionOfComplexity(name: string, n: number): string {
  const ifs = Array.from({ length: n - 1 }, (_, i) => `  if (x === ${i}) return ${i};`).join('\n');
  return `export function ${name}(x) {\n${ifs}\n  return -1;\n}\n`;
}
