/** Join POSIX path parts without touching the file system (the pure core has no `path` I/O needs). */
function joinPath(base: string, ...parts: string[]): string {
  const trimmed = base.length > 1 ? base.replace(/\/+$/, '') : base;
  return [trimmed, ...parts].join('/');
}

/**
 * The paths a run of this PRD would create (docs/design.md#run-state and #completion).
 * `<runId>` and `<timestamp>` are placeholders: they are only known when the run starts.
 */
export function plannedWrites(cwd: string, indexDir: string): string[] {
  const runDir = joinPath(cwd, '.openforge', 'runs', '<runId>');
  return [
    joinPath(runDir, 'state.json'),
    joinPath(runDir, 'events.jsonl'),
    joinPath(runDir, 'prd.md'),
    joinPath(runDir, 'results') + '/',
    joinPath(runDir, 'gates') + '/',
    joinPath(runDir, 'tasks') + '/',
    joinPath(runDir, 'baseline') + '/',
    joinPath(cwd, '.openforge', 'run-<timestamp>.md'),
    joinPath(indexDir, 'index.json'),
  ];
}
