// The task file a spawn's short `sessions_spawn` task sends the child to, read from that task as a
// child reads it (lib/run/engine/handoff.ts words it; the JSON action no longer repeats the path).

/** The path named after "follow it exactly:" in a spawn's short task, or null when there is none. */
export function taskFileNamedIn(task: string): string | null {
  return /follow it exactly: (\S+\.md)$/m.exec(task)?.[1] ?? null;
}
