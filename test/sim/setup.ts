// Shared set-up of the simulator scenarios: a fresh world per test (temp HOME,
// OPENFORGE_HOME, project), the tiny project under test, PRD text helpers and the checks
// every scenario ends with.

import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect } from 'vitest';
import { filesOutsideScope } from '../../lib/snapshot/scope.js';
import type { RunState } from '../../lib/schema/index.js';
import { schemaErrors } from '../helpers/schemas.js';
import { HostAgent, World, runDirProblems, type ChildContext, type ChildScript, type Scenario, type SpawnAction, type SpawnCall, type Transcript } from './host-agent.js';

/** `check.sh` exits 1 (printing what it saw) until done.txt holds exactly "yes". */
export const CHECK_SH = [
  '#!/bin/sh',
  'seen=$(cat done.txt 2>/dev/null)',
  'if [ "$seen" = "yes" ]; then echo "check ok"; exit 0; fi',
  'echo "check failed: done.txt says [$seen]"',
  'exit 1',
  '',
].join('\n');

export const worlds: World[] = [];

export function newWorld(): World {
  const world = new World();
  world.write('check.sh', CHECK_SH);
  worlds.push(world);
  return world;
}

/** An OpenClaw config in the world's HOME with the usual tier aliases (JSON5, as OpenClaw writes it). */
export function withOpenClawConfig(world: World): World {
  const models = {
    'anthropic/claude-haiku-4-5': { alias: 'haiku' },
    'anthropic/claude-sonnet-4-5': { alias: 'sonnet' },
    'anthropic/claude-opus-4-5': { alias: 'opus' },
  };
  mkdirSync(join(world.home, '.openclaw'), { recursive: true });
  writeFileSync(join(world.home, '.openclaw', 'openclaw.json'), `// sim\n${JSON.stringify({ agents: { defaults: { models } } }, null, 2)}\n`);
  return world;
}

export function disposeWorlds(): void {
  for (const w of worlds.splice(0)) w.dispose();
}

/** A PRD with optional front matter; `phases` are the `### Phase:` blocks as written. */
export function prd(phases: string[], front?: string): string {
  const head = front === undefined ? '' : `---\n${front.trim()}\n---\n`;
  return `${head}# PRD: Simulated project\n\n## Objective\nMake \`sh check.sh\` pass.\n\n## Phases\n\n${phases.map((p) => p.trim()).join('\n\n')}\n`;
}

/** An impl phase whose gate is `sh check.sh`. */
export const implementPhase = (name = 'implement', extra = ''): string =>
  `### Phase: ${name}\n**Tasks:**\n- Write \`yes\` into \`done.txt\`\n${extra}\n**Gate:** \`sh check.sh\``;

/** The child writes done.txt with this content and a DONE envelope. */
export const writesDone = (content: string): ChildScript => ({
  files: { 'done.txt': content },
  result: { kind: 'envelope', summary: `wrote done.txt: ${content}`, filesModified: ['done.txt'] },
});

/** A child that writes done.txt and, on its first attempt only, does `after` once its result is written (a corner cut once, then honest). */
export const onFirstAttempt =
  (after: (action: SpawnAction) => void) =>
  (c: ChildContext): ChildScript =>
    c.attempt === 1 ? { ...writesDone('yes'), after } : writesDone('yes');

/**
 * A host with collectors (docs/design.md#collectors): an OpenClaw config with a Gateway, Swarm
 * on by default, no tool profile, and no exec approvals (exec `full`).
 */
export function withCollectorHost(world: World): World {
  mkdirSync(join(world.home, '.openclaw'), { recursive: true });
  const config = { gateway: { mode: 'local', port: 18789, bind: 'loopback' }, tools: { swarm: { enabled: true } } };
  writeFileSync(join(world.home, '.openclaw', 'openclaw.json'), `// sim\n${JSON.stringify(config, null, 2)}\n`);
  return world;
}

/** Start a run of `text` in a fresh world and drive it to the end. */
export function simulate(text: string, scenario: Scenario = {}, world = newWorld()): { world: World; agent: HostAgent; t: Transcript } {
  world.write('feature.prd.md', text);
  startTrees.set(world, treeHashes(world.project));
  const agent = new HostAgent(world, scenario);
  const t = agent.start('feature.prd.md');
  return { world, agent, t };
}

export const spawnsOf = (t: Transcript, phase: string): SpawnCall[] => t.spawns.filter((s) => s.phase === phase);

/** Every scenario's closing checks: protocol clean, run directory self-explaining, status/list valid. */
export function expectSound(world: World, t: Transcript): void {
  expect(t.violations).toEqual([]);
  expect(t.runDir).not.toBeNull();
  expect(runDirProblems(t.runDir as string)).toEqual([]);
  // Each spawn action was carried out once.
  const ids = t.spawns.map((s) => s.actionId);
  expect(new Set(ids).size).toBe(ids.length);
  const status = world.cli(['status', t.runId as string, '--json']);
  expect(schemaErrors('status', status.json)).toBe('');
  expect([0, 1]).toContain(status.code);
  const list = world.cli(['list', '--json']);
  expect(list.code).toBe(0);
  expect(schemaErrors('run-list', list.json)).toBe('');
  expect((list.json as { runs: { runId: string }[] }).runs.map((r) => r.runId)).toContain(t.runId);
}

/** The project tree before the run (path → content hash), for the done-means-done invariant. */
const startTrees = new WeakMap<World, Map<string, string>>();

function treeHashes(root: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      const rel = relative(root, path);
      // What OpenForge's snapshots watch: not .openforge, and of .git and node_modules (at any
      // depth: a workspace package's own) only what gates execute (config, hooks, .bin entry
      // points; lib/io/executed-paths.ts).
      const watched = (r: string): boolean =>
        !/(?:^|\/)(?:\.git|node_modules)(?:\/|$)/.test(r) || /(?:^|\/)(?:\.git\/(?:config|hooks)|node_modules\/\.bin)(?:\/|$)/.test(r);
      if (entry.isDirectory()) {
        // Python's own caches (bytecode the gates write, pytest's cache) are no one's change (lib/snapshot/diff.ts),
        // nor are the logs ctest writes in every run (`<build>/Testing/Temporary`), nor cargo's build output
        // (`target/` beside a Cargo.toml: every `cargo test` writes it; OpenForge's snapshots skip it too).
        const own =
          entry.name === '__pycache__' || entry.name === '.pytest_cache' || /(?:^|\/)Testing\/Temporary$/.test(rel) || (entry.name === 'target' && existsSync(join(dir, 'Cargo.toml')));
        if (entry.name !== '.openforge' && !own && (watched(rel) || entry.name === '.git' || entry.name === 'node_modules')) walk(path);
      } else if (entry.isFile() && watched(rel)) out.set(rel, createHash('sha256').update(readFileSync(path)).digest('hex'));
    }
  };
  walk(root);
  return out;
}

/**
 * Done means done, checked after every completed scenario: every gate of the run passes on
 * the final tree (run here by the shell, as the agent would), and no file changed outside
 * the Files: scope of the phases that may write (when every one of them is scoped).
 */
export function completedTreeProblems(world: World, t: Transcript): string[] {
  const state = JSON.parse(readFileSync(join(t.runDir as string, 'state.json'), 'utf8')) as RunState;
  const problems: string[] = [];
  // Each gate in its folder: the project, or its phase's Workdir: inside it.
  const gates = new Map(state.phases.filter((p) => p.status === 'passed').flatMap((p) => p.gateCommands.map((g) => [`${g.workdir ?? ''}\u0000${g.command}`, g] as const)));
  for (const { command, workdir } of gates.values()) {
    const r = spawnSync('bash', ['-c', command], { cwd: join(world.project, workdir ?? ''), env: world.env(), encoding: 'utf8', timeout: 60_000 });
    if (r.status !== 0) problems.push(`gate \`${command}\`${workdir === undefined ? '' : ` in ${workdir}`} exits ${r.status} on the final tree: ${(r.stdout + r.stderr).slice(-300)}`);
  }
  const before = startTrees.get(world);
  if (before !== undefined) {
    const after = treeHashes(world.project);
    const changed = [...new Set([...before.keys(), ...after.keys()])].filter((f) => before.get(f) !== after.get(f)).sort();
    const writers = state.phases.filter((p) => p.status === 'passed' && (p.type === 'impl' || p.fixFiles.length > 0));
    if (writers.every((p) => p.files.length > 0)) {
      const scopes = writers.flatMap((p) => [...p.files, ...p.fixFiles]);
      for (const f of filesOutsideScope(changed, scopes)) problems.push(`${f} changed outside every phase's Files: scope`);
    }
  }
  return problems;
}

export function expectCompleted(world: World, t: Transcript): void {
  expect(completedTreeProblems(world, t)).toEqual([]);
  expect(t.stoppedBy).toBe('complete');
  const final = t.final as { kind: string; summaryFile: string };
  expect(final.kind).toBe('complete');
  expect(final.summaryFile).toMatch(/[\\/]\.openforge[\\/]run-[^\\/]+\.md$/);
  expect(final.summaryFile.startsWith(world.project)).toBe(true);
  expect(existsSync(final.summaryFile)).toBe(true);
  expectSound(world, t);
}
