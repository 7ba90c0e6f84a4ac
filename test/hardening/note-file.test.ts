// No free text in command lines (issue 16 part 10): the ask action's reject command reads
// the user's reason from a file the agent writes (`--note-file`), and that file is read like
// a run file (no links, FIFOs or devices, size-capped, UTF-8).

import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse } from 'shell-quote';
import { afterEach, describe, expect, it } from 'vitest';
import type { AskAction, StartReport } from '../sim/host-agent.js';
import { eventLines, Sandbox, STACK_LINE } from './harness.js';

const sandboxes: Sandbox[] = [];
afterEach(() => {
  for (const sb of sandboxes.splice(0)) sb.dispose();
});

const PRD = `# PRD: Notes\n\n## Objective\nAsk first.\n\n## Phases\n\n### Phase: approve\n**Type:** approval\n\n**Tasks:**\n- Confirm the plan\n`;

async function atAsk(): Promise<{ sb: Sandbox; ask: AskAction; runId: string; runDir: string }> {
  const sb = new Sandbox();
  sandboxes.push(sb);
  sb.write('p.prd.md', PRD);
  const run = await sb.cli(['run', 'p.prd.md', '--cwd', sb.project, '--json']);
  expect(run.code, run.stderr).toBe(0);
  const report = run.json as StartReport;
  const ask = report.actions.find((a) => a.kind === 'ask') as AskAction;
  return { sb, ask, runId: report.runId, runDir: report.runDir };
}

/** The argv of a printed command (`node '/…/openforge.cjs' decide … --note-file '/…'`), minus node and the script. */
const argvOf = (command: string): string[] => (parse(command) as string[]).slice(2);

describe('--note-file', () => {
  it('the ask action names a note file in the run directory, and its reject command reads it', async () => {
    const { sb, ask, runDir } = await atAsk();
    expect(ask.noteFile).toBe(join(runDir, 'notes', `${ask.id}.md`));
    expect(ask.reject).toMatch(/ reject --note-file '?[^ ]+notes\/1-approve\.ask1\.md'?$/);
    expect(ask.reject).not.toMatch(/--note |<why>/);
    // The agent writes the user's words, quotes and `$(…)` included, with its write tool.
    const words = `It's wrong: "rm -rf $(pwd)" \`id\` ; echo pwned`;
    mkdirSync(dirname(ask.noteFile), { recursive: true });
    writeFileSync(ask.noteFile, `${words}\n`);
    const r = await sb.cli([...argvOf(ask.reject), '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.json).toMatchObject({ decision: 'reject', applied: true });
    const recorded = eventLines(runDir).events.find((e) => e.type === 'decision-recorded') as { note?: string } | undefined;
    expect(recorded?.note).toBe(words);
  });

  it('cancel takes --note-file too; a blank note is no note', async () => {
    const { sb, runId, runDir } = await atAsk();
    const file = sb.write('why.txt', '  \n\t\n');
    const r = await sb.cli(['cancel', runId, '--note-file', file, '--json']);
    expect(r.code, r.stderr).toBe(0);
    const cancelled = eventLines(runDir).events.find((e) => e.type === 'run-cancelled') as { note?: string | null } | undefined;
    expect(cancelled?.note ?? null).toBeNull();
  });

  const bad: Array<[string, (sb: Sandbox, path: string) => void, RegExp]> = [
    ['missing', () => undefined, /no such file/],
    ['a symbolic link', (sb, path) => symlinkSync(join(sb.home, 'elsewhere.txt'), path), /is a symbolic link/],
    ['a FIFO', (_sb, path) => execFileSync('mkfifo', [path]), /is a FIFO/],
    ['a link to /dev/zero', (_sb, path) => symlinkSync('/dev/zero', path), /is a symbolic link/],
    ['too big', (_sb, path) => writeFileSync(path, 'x'.repeat(20_000)), /at most 16384 bytes/],
    ['not UTF-8', (_sb, path) => writeFileSync(path, Buffer.from([0x6e, 0x6f, 0xff, 0xfe])), /not valid UTF-8/],
  ];

  it.each(bad)('a note file that is %s: exit 2 at once, a clear message, nothing recorded, no lock left', async (_label, plant, message) => {
    const { sb, ask, runId, runDir } = await atAsk();
    writeFileSync(join(sb.home, 'elsewhere.txt'), 'not the note');
    mkdirSync(dirname(ask.noteFile), { recursive: true });
    plant(sb, ask.noteFile);
    const before = readFileSync(join(runDir, 'events.jsonl'), 'utf8');
    const r = await sb.cli(['decide', runId, 'approve', 'reject', '--note-file', ask.noteFile, '--json'], { killAfterMs: 20_000 });
    expect(r.killed).toBe(false);
    expect(STACK_LINE.test(r.stderr)).toBe(false);
    expect(r.code).toBe(2);
    expect(JSON.stringify(r.json)).toMatch(message);
    expect(readFileSync(join(runDir, 'events.jsonl'), 'utf8')).toBe(before);
  });

  it('--note and --note-file together is a usage error', async () => {
    const { sb, ask, runId } = await atAsk();
    writeFileSync(ask.noteFile, 'why');
    const r = await sb.cli(['decide', runId, 'approve', 'reject', '--note', 'x', '--note-file', ask.noteFile, '--json']);
    expect(r.code).toBe(2);
    expect(JSON.stringify(r.json)).toMatch(/not both/);
  });
});
