// The draft flow through the built skill script, as the agent's exec runs it: separate
// processes, and the validator gate run by a real shell exactly as printed.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runNode } from '../helpers/cli.js';
import { schemaErrors } from '../helpers/schemas.js';
import { makeProject, plannerWrites, prdText, treeOutsideOpenforge, writeFile, type Doc, taskText } from './flow.js';

const SCRIPT = resolve(import.meta.dirname, '../../skills/openforge/scripts/openforge.cjs');
const tmp = mkdtempSync(join(tmpdir(), 'openforge-draft-built-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('draft through the built script and a real shell', () => {
  it('the validator gate runs as printed: an invalid draft fails it, a valid one passes; approve starts the run', () => {
    const p = makeProject(tmp, 'go-cli');
    const env = { PATH: process.env.PATH, HOME: join(tmp, 'home'), OPENFORGE_HOME: p.env.OPENFORGE_HOME };
    const of = (...argv: string[]): Doc => {
      const r = runNode(SCRIPT, [...argv, '--json'], { cwd: p.dir, env });
      const doc = JSON.parse(r.stdout) as Doc;
      if (doc.actions !== undefined) expect(schemaErrors('next', doc)).toBe('');
      return doc;
    };
    const shell = (gate: Doc): number => spawnSync('sh', ['-c', gate.exec.command], { cwd: gate.exec.workdir, env }).status ?? -1;
    const before = treeOutsideOpenforge(p.dir);
    writeFile(join(p.dir, '.openforge', 'request.md'), 'Run pipeline: add a --retries flag to the fetcher');
    const started = of('draft', '.openforge/request.md', '--cwd', p.dir);
    const spawn = started.actions[0];
    expect(taskText(spawn)).toContain(`node ${SCRIPT} validate .openforge/prds/add-retries-flag-fetcher.prd.md`);
    of('spawned', started.runId, spawn.id, '--session', 'k1');

    plannerWrites(p, spawn, prdText('Retries', 'x', [{ name: 'flag', tasks: ['x'], gates: ['go test ./... | tee t.log'] }]));
    const gate1 = of('next', started.runId).actions[0];
    expect(gate1.kind).toBe('gate');
    shell(gate1);
    const retry = of('next', started.runId).actions[0];
    expect(retry).toMatchObject({ kind: 'spawn', id: '1-draft-prd.s2' });
    expect(taskText(retry)).toContain('gate-shell-operator');
    of('spawned', started.runId, retry.id, '--session', 'k2');

    plannerWrites(p, retry, prdText('Retries', 'x', [{ name: 'flag', tasks: ['Add --retries in `cmd/fetcher/main.go`'], gates: ['go test ./...'] }]));
    const gate2 = of('next', started.runId).actions[0];
    expect(shell(gate2)).toBe(0);
    const ask = of('next', started.runId).actions[0];
    expect(ask.kind).toBe('ask');
    expect(ask.question).toContain("gate `go test ./...`: the project's test command (go.mod)");
    expect(ask.approve).toBe(`node ${SCRIPT} draft --approve ${started.runId}`);
    expect(treeOutsideOpenforge(p.dir)).toEqual(before);

    const run = of('draft', '--approve', started.runId);
    expect(run.created).toBe(true);
    // The run starts with its test baseline: the real shell runs `go test ./...` once on the
    // untouched tree (whatever it exits with is recorded, never fatal), then the phase is spawned.
    expect(run.actions.map((a: Doc) => `${a.id}:${a.phase}`)).toEqual(['baseline.g1:flag']);
    shell(run.actions[0]);
    const first = of('next', run.runId);
    expect(first.actions.map((a: Doc) => `${a.kind}:${a.phase}`)).toEqual(['spawn:flag']);
  });
});
