// The short `sessions_spawn` task of a spawn whose full task is in its task file (the handoff by
// file, docs/design.md#run-protocol): text the child reads first. Pure.

/**
 * The instruction that points the child at its task file. It names only the task file: the
 * result path is in there, so the spawn text a host may show or log names no file another
 * child could plant.
 */
export function handoffInstruction(action: { phase: string; role: string; attempt: number }, taskFile: string): string {
  const role = action.role === 'work' ? '' : ` ${action.role}`;
  return [
    `OpenForge phase \`${action.phase}\`${role}, attempt ${action.attempt}. First read your full task and follow it exactly: ${taskFile}`,
    'If you cannot read it, change nothing and end with a message saying so.',
  ].join('\n');
}
