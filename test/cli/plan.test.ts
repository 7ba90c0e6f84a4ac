import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { schemaErrors } from '../helpers/schemas.js';

const root = resolve(import.meta.dirname, '../..');
const example = (name: string) => join(root, 'examples', name);
const configEnv = { OPENCLAW_CONFIG_PATH: join(root, 'test/fixtures/openclaw/openclaw.json') };
const tmp = mkdtempSync(join(tmpdir(), 'openforge-plan-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function planJson(file: string, extra: string[] = [], env: Record<string, string> = configEnv) {
  const r = await runCli(['plan', file, '--json', ...extra], { env, cwd: tmp });
  expect(r.stderr).toBe('');
  const plan = JSON.parse(r.stdout);
  expect(schemaErrors('plan', plan)).toBe('');
  return { code: r.code, plan };
}

describe('openforge plan', () => {
  it("plans v2's full parallel example: waves, tiers, and the rejected && gate", async () => {
    const { code, plan } = await planJson(example('rejected-gate.prd.md'));
    expect(plan.waves).toEqual([['research', 'design'], ['implement'], ['security-review']]);
    const byName = Object.fromEntries(plan.phases.map((p: { name: string }) => [p.name, p]));
    expect(['research', 'design', 'implement', 'security-review'].map((n) => byName[n].model.tier)).toEqual([
      'haiku',
      'opus',
      'sonnet',
      'opus',
    ]);
    expect(byName.research.model).toMatchObject({ id: 'anthropic/claude-haiku-4-5', source: 'openclaw-alias', fallback: false });
    expect(byName['security-review'].model.id).toBe('anthropic/claude-opus-4-6');
    expect(byName.implement.dependsOn).toEqual(['research', 'design']);
    expect(byName['security-review'].dependsOn).toEqual(['implement']);
    expect(byName.implement.gate).toMatchObject({ kind: 'command', command: 'npm run build && npm test', verdict: 'rejected' });
    expect(byName['security-review'].gate.kind).toBe('description');
    const rejection = plan.diagnostics.find((d: { ruleId: string }) => d.ruleId === 'gate-shell-operator');
    expect(rejection).toMatchObject({ severity: 'error', phase: 'implement' });
    expect(rejection.message).toContain('Shell-Gate: true');
    expect(plan.valid).toBe(false);
    expect(code).toBe(1);
    expect(plan.horizon).toEqual({ steps: 17, mode: 'direct', inserted: [] });
    // best: one spawn per agent phase; worst: extract 1+2, impl 1+2 (+1 refactor), impl 1+3 (+1), review 1+2+6.
    expect(plan.spawns).toEqual({ best: 4, worst: 3 + 4 + 5 + 9, limit: 21 });
  });

  it('without an OpenClaw config, falls back to the agent default and says so once', async () => {
    const { plan } = await planJson(example('rejected-gate.prd.md'), [], { OPENCLAW_CONFIG_PATH: join(tmp, 'absent.json') });
    const research = plan.phases.find((p: { name: string }) => p.name === 'research');
    expect(research.model).toMatchObject({ requested: 'haiku', id: null, source: 'agent-default', fallback: true });
    expect(research.model.chain.map((s: { ok: boolean }) => s.ok).at(-1)).toBe(true);
    expect(plan.diagnostics.filter((d: { ruleId: string }) => d.ruleId === 'model-config-missing')).toHaveLength(1);
    expect(plan.modelConfig).toEqual({ path: join(tmp, 'absent.json'), found: false });
  });

  it('says how the children would hand over on this host: collectors where it has them, else result files and why', async () => {
    // The fixture config has no Gateway: no collectors, whatever the approvals.
    const { plan: plain } = await planJson(example('minimal.prd.md'));
    expect(plain.handover).toEqual({ mode: 'result-files', why: 'no Gateway in the OpenClaw config' });
    const withGateway = join(tmp, 'gateway.json');
    writeFileSync(withGateway, JSON.stringify({ gateway: { mode: 'local', port: 18789 } }));
    // No exec approvals under the (absent) home: OpenClaw's default, full; Swarm on by default.
    const { plan: swarm } = await planJson(example('minimal.prd.md'), [], { OPENCLAW_CONFIG_PATH: withGateway });
    expect(swarm.handover).toEqual({ mode: 'collectors', why: null });
    const human = await runCli(['plan', example('minimal.prd.md')], { env: { OPENCLAW_CONFIG_PATH: withGateway }, cwd: tmp });
    expect(human.stdout.split('\n').filter((l) => l.startsWith('Hand-over: collectors'))).toHaveLength(1);
    writeFileSync(withGateway, JSON.stringify({ gateway: { mode: 'local', port: 18789 }, tools: { swarm: { enabled: false } } }));
    const { plan: off } = await planJson(example('minimal.prd.md'), [], { OPENCLAW_CONFIG_PATH: withGateway });
    expect(off.handover).toEqual({ mode: 'result-files', why: 'tools.swarm is off' });
  });

  it('plans the minimal example as three sequential waves, valid, exit 0', async () => {
    const { code, plan } = await planJson(example('minimal.prd.md'));
    expect(plan.waves).toEqual([['scaffold'], ['test'], ['review']]);
    expect(plan.valid).toBe(true);
    expect(code).toBe(0);
  });

  it('decomposes the large example: the long phase becomes sub-phases that keep its gate', async () => {
    const { plan } = await planJson(example('large-migration.prd.md'));
    expect(plan.horizon.mode).toBe('decompose');
    expect(plan.horizon.steps).toBeGreaterThanOrEqual(45);
    expect(plan.horizon.inserted.length).toBeGreaterThanOrEqual(2);
    const parts = plan.phases.filter((p: { origin: string | null }) => p.origin !== null);
    expect(parts.length).toBe(plan.horizon.inserted.length);
    for (const part of parts) {
      expect(part.name.startsWith(`${part.origin}.`)).toBe(true);
      expect(part.steps).toBeLessThanOrEqual(20);
      expect(part.gate.kind).toBe('command');
    }
    const flat = plan.waves.flat();
    expect(flat.indexOf(parts[0].name)).toBeLessThan(flat.indexOf(parts[1].name));
  });

  it('counts phases as validate does, and says what the horizon added (issue 27 item 8)', async () => {
    const validated = await runCli(['validate', example('large-migration.prd.md')], { env: configEnv, cwd: tmp });
    expect(validated.stdout).toContain('valid, 7 phases');
    const planned = await runCli(['plan', example('large-migration.prd.md')], { env: configEnv, cwd: tmp });
    expect(planned.code).toBe(0);
    expect(planned.stdout.split('\n')[1]).toMatch(/^8 phases \(7 in the PRD\) in 6 waves · horizon \d+ steps: decompose \(inserted migrate-routes\.1, migrate-routes\.2\)/);
    const minimal = await runCli(['plan', example('minimal.prd.md')], { env: configEnv, cwd: tmp });
    expect(minimal.stdout.split('\n')[1]).toMatch(/^3 phases in 3 waves · /);
  });

  it('writes nothing, and lists what a run would write under the cwd', async () => {
    const cwd = mkdtempSync(join(tmp, 'cwd-'));
    const { plan } = await planJson(example('minimal.prd.md'), ['--cwd', cwd]);
    expect(readdirSync(cwd)).toEqual([]);
    expect(plan.cwd).toBe(cwd);
    expect(plan.writes).toContain(`${cwd}/.openforge/runs/<runId>/state.json`);
    expect(plan.writes).toContain(`${cwd}/.openforge/run-<timestamp>.md`);
  });

  it('reports a missing --cwd as a finding (exit 1)', async () => {
    const { code, plan } = await planJson(example('minimal.prd.md'), ['--cwd', join(tmp, 'nope')]);
    expect(code).toBe(1);
    expect(plan.diagnostics.map((d: { ruleId: string }) => d.ruleId)).toContain('cwd-missing');
  });

  it('prints a Mermaid flowchart with --mermaid', async () => {
    const r = await runCli(['plan', example('rejected-gate.prd.md'), '--mermaid'], { env: configEnv });
    expect(r.stdout.split('\n')[0]).toBe('flowchart TD');
    expect(r.stdout.match(/subgraph/g)).toHaveLength(3);
    // Each node: its name, then model · type · gate.
    expect(r.stdout).toContain('["implement<br/>sonnet · impl · gate npm run build #38;#38; npm test"]');
    // The PRD is invalid: the chart on stdout, the diagnostics on stderr, exit 1.
    expect(r.code).toBe(1);
    const errors = r.stderr.trim().split('\n');
    // The design phase has no gate: missing-gate (issue 27 item 2).
    expect(errors.at(-1)).toBe('plan has errors (1 error, 1 warning)');
    expect(errors[0]).toMatch(/^.*examples\/rejected-gate\.prd\.md:22:1: warning .*\[missing-gate\]$/);
    expect(errors[1]).toMatch(/^.*examples\/rejected-gate\.prd\.md:\d+:\d+: error .*\[gate-shell-operator\]$/);
  });

  it('prints file:line:col lines for diagnostics in human mode', async () => {
    const r = await runCli(['plan', 'examples/rejected-gate.prd.md'], { env: configEnv, cwd: root });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^examples\/rejected-gate\.prd\.md:\d+:\d+: error .*\[gate-shell-operator\]$/m);
  });

  it('is an input error (exit 2) for a missing file or a directory, and a usage error for --json with --mermaid', async () => {
    expect((await runCli(['plan', join(tmp, 'missing.prd.md')])).code).toBe(2);
    expect((await runCli(['plan', tmp])).code).toBe(2);
    const both = await runCli(['plan', example('minimal.prd.md'), '--json', '--mermaid']);
    expect(both.code).toBe(2);
    expect(schemaErrors('error', JSON.parse(both.stdout))).toBe('');
  });

  it('resolves a front matter cwd relative to the PRD', async () => {
    const dir = mkdtempSync(join(tmp, 'fm-'));
    writeFileSync(join(dir, 'p.prd.md'), '---\ncwd: ./missing-dir\n---\n# PRD: x\n### Phase: a\n- do it\n');
    const { plan } = await planJson(join(dir, 'p.prd.md'));
    expect(plan.cwd).toBe(join(dir, 'missing-dir'));
    expect(plan.diagnostics.map((d: { ruleId: string }) => d.ruleId)).toContain('cwd-missing');
    expect(existsSync(join(dir, 'missing-dir'))).toBe(false);
  });

  it("names a checkpoint's gates and every phase's last-retry and fix models, in JSON and in human output", async () => {
    const steps = (n: number, name: string) => Array.from({ length: n }, (_, i) => `- ${name} ${i + 1}`).join('\n');
    const file = join(tmp, 'checkpoint.prd.md');
    writeFileSync(
      file,
      `# PRD: cp\n### Phase: a\n**Gate:** \`npm test\`\n${steps(12, 'a')}\n### Phase: b\n**Model:** haiku\n**Gate:** \`npm run lint\`\n` +
        `${steps(10, 'b')}\n### Phase: r\n**Type:** review\n- check\n`,
    );
    const { plan } = await planJson(file);
    const byName = Object.fromEntries(plan.phases.map((p: { name: string }) => [p.name, p]));
    expect(plan.horizon.mode).toBe('checkpoint');
    expect(byName.checkpoint.checkpointGates).toEqual([{ phase: 'a', command: 'npm test', argv: ['npm', 'test'], shellGate: false }]);
    expect(byName.a.tierUp).toMatchObject({ tier: 'opus', id: 'anthropic/claude-opus-4-6' });
    expect(byName.r.fix).toMatchObject({ phase: 'b', model: { tier: 'haiku', id: 'anthropic/claude-haiku-4-5' } });
    const human = (await runCli(['plan', file], { env: configEnv, cwd: tmp })).stdout;
    expect(human).toMatch(/^ {2}checkpoint .*gate: re-runs `npm test` \(a\) \+ erosion check$/m);
    expect(human).toMatch(/^ {2}a .*model: sonnet → anthropic\/claude-sonnet-4-5 {2}last retry: opus → anthropic\/claude-opus-4-6 {2}gate: ok `npm test`$/m);
    expect(human).toMatch(/^ {2}r .*fix: haiku → anthropic\/claude-haiku-4-5 \(from b\) {2}gate: none$/m);
  });
});
