// Issue 17's done-when: the draft flow driven through the CLI with scripted planners for
// realistic requests (CLI tools, REST APIs, refactors, bug fixes) in JS/TS, Python, Go,
// Rust and JVM projects. Each case: the planner task carries the request and the detected
// gates; an invalid first draft (some cases) goes back with its diagnostics; the preview
// lists the phases and the inferred defaults; nothing outside .openforge/ changes before
// approval; approval starts the drafted phases (the first wave, hand-derived).

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { action, cli, draftOnce, makeProject, prdText, startDraft, throughBaseline, treeOutsideOpenforge, type Doc, type PhaseSpec, taskText } from './flow.js';

const tmp = mkdtempSync(join(tmpdir(), 'openforge-requests-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

interface Case {
  fixture: string;
  request: string;
  /** Commands the planner task must name (the detected gates). */
  detected: string[];
  phases: PhaseSpec[];
  /** A first draft the validator refuses, and the rule its diagnostics name. */
  invalidFirst?: { prd: string; rule: string };
  /** The drafted run's first actions after approval: `kind:phase`. */
  /** How many baseline gates the run starts with (distinct gates that run tests): 1 unless said. */
  baselineGates?: number;
  firstActions: string[];
}

const impl = (name: string, gates: string[], tasks = [`Implement ${name}`], extra: Partial<PhaseSpec> = {}): PhaseSpec => ({ name, tasks, gates, ...extra });
const review = (name = 'review'): PhaseSpec => ({ name, type: 'review', tasks: ['Review the change against the objective'], gates: [] });

const CASES: Case[] = [
  {
    fixture: 'node-ts-pnpm',
    request: 'Run pipeline: Build a REST API with auth, CRUD for users, and a deploy script',
    detected: ['pnpm test', 'pnpm run build', 'pnpm run lint', 'pnpm run typecheck'],
    phases: [impl('auth', ['pnpm test']), impl('users-crud', ['pnpm test', 'pnpm run typecheck']), impl('deploy-script', ['pnpm run build']), review()],
    firstActions: ['spawn:auth'],
  },
  {
    fixture: 'node-ts-pnpm',
    request: 'Write a PRD for a bug fix: GET /todos?page=2 skips the first item of page 2',
    detected: ['pnpm test'],
    phases: [
      impl('reproduce', ['pnpm test'], ['Add a failing test for page 2 in `test/pagination.test.ts`'], { acceptance: ['the new test fails before the fix'] }),
      impl('fix-offset', ['pnpm test', 'pnpm run lint'], ['Fix the offset in `src/todos.ts`']),
    ],
    firstActions: ['spawn:reproduce'],
  },
  {
    fixture: 'node-js-npm',
    request: 'Run pipeline: add a --json output flag to the CLI in bin/cli.js',
    detected: ['npm run lint'],
    phases: [impl('json-flag', ['npm run lint'], ['Parse --json in `bin/cli.js`', 'Print one JSON document']), review()],
    invalidFirst: { prd: prdText('JSON flag', 'x', [impl('json-flag', ['npm run lint > lint.log'])]), rule: 'gate-shell-operator' },
    // `npm run lint` runs no tests: no baseline gate.
    baselineGates: 0,
    firstActions: ['spawn:json-flag'],
  },
  {
    fixture: 'node-yarn',
    request: 'Run pipeline: refactor the state store into one module per slice',
    detected: ['yarn build', 'yarn test'],
    phases: [
      impl('users-slice', ['yarn test'], ['Move the users state to `src/store/users.ts`'], { header: '[parallel]', files: ['src/store/users.ts'] }),
      impl('cart-slice', ['yarn test'], ['Move the cart state to `src/store/cart.ts`'], { header: '[parallel]', files: ['src/store/cart.ts'] }),
      impl('wire-up', ['yarn build', 'yarn test'], ['Combine the slices in `src/store/index.ts`']),
    ],
    firstActions: ['spawn:users-slice', 'spawn:cart-slice'],
  },
  {
    fixture: 'python-uv',
    request: 'Run pipeline: REST endpoints for inventory items with FastAPI, with pagination',
    detected: ['uv run pytest', 'uv run ruff check .', 'uv run mypy .'],
    phases: [impl('models', ['uv run pytest', 'uv run mypy .']), impl('endpoints', ['uv run pytest', 'uv run ruff check .']), review()],
    firstActions: ['spawn:models'],
  },
  {
    fixture: 'python-uv',
    request: 'Write a PRD for fixing the rounding bug in invoice totals (0.1 + 0.2 shows 0.30000000000000004)',
    detected: ['uv run pytest'],
    phases: [impl('decimal-totals', ['uv run pytest'], ['Use Decimal in `inventory_service/invoice.py`', 'Test 0.1 + 0.2 == 0.3'])],
    invalidFirst: { prd: prdText('Rounding', 'x', [impl('decimal-totals', ['uv run pytest | tee out.txt'])]), rule: 'gate-shell-operator' },
    firstActions: ['spawn:decimal-totals'],
  },
  {
    fixture: 'python-tox',
    request: 'Run pipeline: port the legacy CLI from optparse to argparse without changing its flags',
    detected: ['pytest', 'tox', 'flake8'],
    phases: [impl('argparse', ['pytest', 'flake8']), impl('compat-tests', ['tox'], ['Test every old flag']), review()],
    // `pytest` and `tox` both run tests: two baseline gates, one after the other.
    baselineGates: 2,
    firstActions: ['spawn:argparse'],
  },
  {
    fixture: 'go-cli',
    request: 'Run pipeline: add a --retries flag with exponential backoff to the fetcher CLI',
    detected: ['go test ./...', 'go vet ./...', 'golangci-lint run', 'make test'],
    phases: [impl('backoff', ['go test ./...'], ['Backoff in `internal/retry/retry.go`']), impl('flag', ['go test ./...', 'go vet ./...'], ['Wire --retries in `cmd/fetcher/main.go`'])],
    firstActions: ['spawn:backoff'],
  },
  {
    fixture: 'go-cli',
    request: 'Run pipeline: refactor internal/http into a client package behind an interface',
    detected: ['go build ./...', 'go test ./...'],
    phases: [
      impl('interface', ['go build ./...'], ['Define `Client` in `internal/client/client.go`'], { header: '[parallel]', files: ['internal/client/**'] }),
      impl('fakes', ['go test ./...'], ['A fake client in `internal/clienttest/fake.go`'], { header: '[parallel]', files: ['internal/clienttest/**'] }),
      impl('migrate-callers', ['go test ./...', 'golangci-lint run']),
    ],
    firstActions: ['spawn:interface', 'spawn:fakes'],
  },
  {
    fixture: 'rust-crate',
    request: 'Run pipeline: a wc-like CLI that counts words, lines and bytes of files or stdin',
    detected: ['cargo build', 'cargo test', 'cargo clippy --all-targets', 'cargo fmt --check'],
    phases: [impl('counting', ['cargo test']), impl('cli', ['cargo test', 'cargo clippy --all-targets']), review()],
    firstActions: ['spawn:counting'],
  },
  {
    fixture: 'rust-workspace',
    request: 'Write a PRD for fixing the parser panic on empty input',
    detected: ['cargo test --workspace'],
    phases: [impl('fix-empty-input', ['cargo test --workspace'], ['Return an error for empty input in `crates/parser/src/lib.rs`', 'Add a regression test'])],
    invalidFirst: {
      prd: '# PRD: Fix\n\n## Phases\n\n### Phase: fix [depends: reproduce]\n**Tasks:**\n- fix it\n**Gate:** `cargo test --workspace`\n',
      rule: 'unknown-dependency',
    },
    firstActions: ['spawn:fix-empty-input'],
  },
  {
    fixture: 'gradle-kotlin',
    request: 'Run pipeline: a REST endpoint for ledger balances per account',
    detected: ['./gradlew build', './gradlew test'],
    phases: [impl('balance-query', ['./gradlew test']), impl('endpoint', ['./gradlew build'])],
    firstActions: ['spawn:balance-query'],
  },
  {
    fixture: 'maven',
    request: 'Run pipeline: fix the NullPointerException when an order has no customer',
    detected: ['mvn -B test', 'mvn -B package'],
    phases: [impl('null-customer', ['mvn -B test'], ['Guard `Order.customer()` in `src/main/java/Order.java`', 'Test an order without a customer'])],
    firstActions: ['spawn:null-customer'],
  },
];

describe('the draft flow on realistic requests (scripted planners, through the CLI)', () => {
  it.each(CASES.map((c) => [c.request, c] as const))('%s', async (_request, c) => {
    const p = makeProject(tmp, c.fixture);
    const before = treeOutsideOpenforge(p.dir);
    const { runId, spawn } = await startDraft(p, c.request);
    const task = taskText(spawn);
    expect(task).toContain(c.request);
    for (const command of c.detected) expect(task, command).toContain(`\`${command}\``);

    let planner: Doc = spawn;
    if (c.invalidFirst !== undefined) {
      const retry = await draftOnce(p, planner, runId, c.invalidFirst.prd);
      planner = action(retry, 'spawn');
      expect(planner.attempt).toBe(2);
      expect(taskText(planner)).toContain(c.invalidFirst.rule);
    }
    const prd = prdText(c.request.replace(/^[^:]*: /, ''), 'The outcome the user asked for.', c.phases);
    const preview = await draftOnce(p, planner, runId, prd);
    const ask = action(preview, 'ask');
    expect(ask, JSON.stringify(preview.actions)).toBeDefined();
    const question = ask.question as string;
    for (const phase of c.phases) expect(question).toMatch(new RegExp(`\\n  ${phase.name}\\s`));
    expect(question).toContain('Inferred defaults');
    for (const phase of c.phases.filter((x) => x.type === undefined)) expect(question).toContain(`phase \`${phase.name}\`: type impl (not stated)`);
    // Every gate these planners chose is one of the project's detected commands, and the preview says so.
    for (const gate of c.phases.flatMap((x) => x.gates)) expect(question).toContain(`gate \`${gate}\`: the project's`);
    expect(treeOutsideOpenforge(p.dir)).toEqual(before);

    const approved = await cli(p, ['draft', '--approve', runId]);
    expect(approved.code).toBe(0);
    // The run starts with its test baseline (one distinct test gate at a time), then the drafted phases.
    if ((c.baselineGates ?? 1) > 0) expect(approved.doc.actions.map((a: Doc) => a.id)).toEqual(['baseline.g1']);
    const started = await throughBaseline(p, approved.doc.runId, approved.doc);
    expect(started.gates).toBe(c.baselineGates ?? 1);
    expect(started.doc.actions.map((a: Doc) => `${a.kind}:${a.phase}`)).toEqual(c.firstActions);
  });

  it('covers at least 12 requests over JS/TS, Python, Go and Rust projects', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(12);
    const fixtures = new Set(CASES.map((c) => c.fixture.split('-')[0]));
    for (const eco of ['node', 'python', 'go', 'rust']) expect(fixtures.has(eco), eco).toBe(true);
  });
});
