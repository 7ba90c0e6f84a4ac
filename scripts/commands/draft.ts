import { createHash } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { composeDraftPrd, CONFIRM_PHASE, draftOf, draftPrdPath, draftSlug, draftValidatorGate, MAX_DRAFT_REJECTS } from '../../lib/draft/index.js';
import { formatDiagnostic } from '../../lib/diagnostics/index.js';
import { beginRun, homeInProjectProblem, loadRun, openforgeHome, readTextFile, vetoCodeCache } from '../../lib/io/index.js';
import { draftRequest } from '../../lib/draft/draft-request.js';
import { freeDraftSlug } from '../../lib/io/draft-files.js';
import { planPrdDetailed, type DetailedPlan } from '../../lib/plan/plan.js';
import { decideApproval } from '../../lib/run/index.js';
import { startCommand, type StartedCommand } from '../cli/args.js';
import { type CliContext, type Command, EXIT } from '../cli/context.js';
import { draftPreviewText } from '../cli/draft-preview.js';
import { planInput } from '../cli/plan-input.js';
import { projectFacts } from '../cli/project-facts.js';
import { invocation } from '../cli/invocation.js';
import { cycle, openRun, printNext, type OpenedRun } from '../cli/runs.js';
import { clock, lockOptions } from '../../lib/io/clock.js';
import { RUN_CONTRACT } from '../../lib/io/run-contract.js';
import { nextReport } from '../../lib/run/commands/next-report.js';
import { reportUsage } from '../cli/usage.js';
import { runCommand } from './run.js';
import { draftHelp } from '../../lib/render/command-help.js';

const MAX_NOTE_CHARS = 4000;

/** The REQUEST_FILE positional, read: the request and where it is; else the exit code. */
function readRequest(parsed: StartedCommand, ctx: CliContext): { file: string; path: string; request: string } | number {
  const [file, ...extra] = parsed.positionals;
  if (file === undefined || extra.length > 0) {
    reportUsage(ctx, parsed.json, 'draft: expected exactly one REQUEST_FILE (the request, written to a file), e.g. `openforge draft .openforge/request.md --cwd .`.');
    return EXIT.usage;
  }
  const path = resolve(ctx.cwd, file);
  const asked = draftRequest(file, path, readTextFile(path));
  if (!asked.ok) {
    reportUsage(ctx, parsed.json, `draft: ${asked.problem}`, 'input', file);
    return EXIT.usage;
  }
  return { file, path, request: asked.request };
}

/** Begin the draft run of `text` (a repeat returns the active one), then its first cycle and report. */
async function beginDraft(ctx: CliContext, json: boolean, detailed: DetailedPlan, draft: { text: string; path: string; cwd: string; prdFile: string }): Promise<number> {
  const { text, path, cwd, prdFile } = draft;
  const sha256 = createHash('sha256').update(text).digest('hex');
  const home = openforgeHome(ctx.env, ctx.homeDir);
  // The draft run's one gate, OpenForge's validator on the drafted PRD, is its own: trusted, not confirmed.
  const trusted = [draftValidatorGate(invocation(ctx), prdFile)];
  const begun = await beginRun({ detailed, cwd, only: null, sha256, text, path, fresh: false, trusted, folders: [dirname(prdFile)], home, now: clock(ctx.env), lock: lockOptions(ctx.pid), contract: RUN_CONTRACT });
  if (begun.kind === 'failed') {
    reportUsage(ctx, json, `draft: ${begun.message}`, 'input');
    return EXIT.usage;
  }
  const done = await cycle('draft', ctx, json, { runId: begun.runId, runDir: begun.runDir, entry: null }, () => ({ kind: 'noop' }), true);
  if (typeof done === 'number') return done;
  const warnings = begun.kind === 'created' ? begun.warnings : [`draft run ${begun.runId} of this request is still active; it is returned instead of starting another.`];
  return printNext(ctx, json, nextReport(done, { created: begun.kind === 'created', warnings }));
}

async function startDraft(args: string[], ctx: CliContext): Promise<number> {
  const parsed = startCommand('draft', args, ctx, { cwd: { type: 'string' }, 'plan-only': { type: 'boolean' } }, draftHelp);
  if (typeof parsed === 'number') return parsed;
  const json = parsed.json;
  const asked = readRequest(parsed, ctx);
  if (typeof asked === 'number') return asked;
  const { file, path, request } = asked;
  const cwd = resolve(ctx.cwd, typeof parsed.values.cwd === 'string' ? parsed.values.cwd : '.');
  const home = openforgeHome(ctx.env, ctx.homeDir);
  const homeProblem = homeInProjectProblem(home, cwd);
  if (homeProblem !== null) {
    vetoCodeCache(home);
    reportUsage(ctx, json, `draft: ${homeProblem}`, 'input');
    return EXIT.usage;
  }
  const found = projectFacts(cwd, ctx);
  if (!found.ok) {
    reportUsage(ctx, json, `draft: ${found.message}`, 'input');
    return EXIT.usage;
  }
  const slug = freeDraftSlug(cwd, draftSlug(request));
  const text = composeDraftPrd({
    request,
    slug,
    prdFile: draftPrdPath(slug),
    invocation: invocation(ctx),
    facts: found.facts,
    models: found.models,
    planOnly: parsed.values['plan-only'] === true,
  });
  const detailed = planPrdDetailed(planInput({ file, path, text }, cwd, ctx));
  if (!detailed.plan.valid) {
    const lines = detailed.plan.diagnostics.filter((d) => d.severity === 'error').map((d) => formatDiagnostic('<draft PRD>', d));
    ctx.stderr(`openforge draft: internal error: the draft run's own PRD is invalid:\n${lines.join('\n')}\n`);
    return EXIT.internal;
  }
  return beginDraft(ctx, json, detailed, { text, path, cwd, prdFile: draftPrdPath(slug) });
}

type Opened<I> = OpenedRun<I> & { state: Parameters<typeof draftOf>[0] };

/** The draft run named on the command line, loaded; else the exit code. */
async function openDraft<I>(args: string[], ctx: CliContext, options: Record<string, { type: 'string' | 'boolean' }>, input: (values: Record<string, string | boolean | undefined>) => { value: I } | { usage: string }): Promise<Opened<I> | number> {
  const opened = openRun('draft', args, ctx, {
    options,
    help: draftHelp,
    input([runId, ...extra], values) {
      if (runId === undefined || extra.length > 0) return { usage: 'expected `openforge draft --approve RUN` or `openforge draft --reject RUN --note-file FILE`.' };
      const read = input(values);
      return 'usage' in read ? read : { runId, input: read.value };
    },
  });
  if (typeof opened === 'number') return opened;
  const loaded = await loadRun(opened.run.runDir, RUN_CONTRACT);
  if (!loaded.ok) {
    reportUsage(ctx, opened.parsed.json, `draft: ${loaded.message}`, 'input');
    return EXIT.usage;
  }
  if (draftOf(loaded.state) === null) {
    reportUsage(ctx, opened.parsed.json, `draft: run ${opened.run.runId} is not a draft run (one started by \`openforge draft\`); answer its approvals with \`openforge decide\`.`, 'input');
    return EXIT.usage;
  }
  return { ...opened, state: loaded.state };
}

async function approveDraft(args: string[], ctx: CliContext): Promise<number> {
  const opened = await openDraft(args, ctx, { approve: { type: 'boolean' } }, () => ({ value: null }));
  if (typeof opened === 'number') return opened;
  const { state, parsed, run } = opened;
  const json = parsed.json;
  const draft = draftOf(state);
  if (draft === null) return EXIT.internal;
  const prdPath = join(state.cwd, draft.prdFile);
  if (draft.planOnly) {
    reportUsage(ctx, json, `draft: draft ${run.runId} was a plan only; to run its PRD: \`${invocation(ctx)} run ${prdPath} --cwd ${state.cwd}\`.`, 'input');
    return EXIT.findings;
  }
  const preview = draftPreviewText(ctx, state);
  if (!preview.ok) {
    reportUsage(ctx, json, `draft: the drafted PRD cannot start a run (was it changed after the preview?):\n${preview.text}`, 'input', draft.prdFile);
    return EXIT.findings;
  }
  if (state.status !== 'completed') {
    const done = await cycle('draft', ctx, json, run, (s) => decideApproval(s, CONFIRM_PHASE, 'approve', null), true);
    if (typeof done === 'number') return done;
  }
  // The run of the drafted PRD, exactly as `run` starts it (a repeat returns the active run).
  return runCommand.run([prdPath, '--cwd', state.cwd, ...(json ? ['--json'] : [])], ctx);
}

async function rejectDraft(args: string[], ctx: CliContext): Promise<number> {
  const opened = await openDraft<string>(args, ctx, { reject: { type: 'boolean' }, 'note-file': { type: 'string' } }, (values) => {
    const noteFile = values['note-file'];
    return typeof noteFile === 'string' ? { value: noteFile } : { usage: 'a rejection needs --note-file FILE (the note, written to a file).' };
  },
  );
  if (typeof opened === 'number') return opened;
  const { parsed, run, input: noteFile } = opened;
  const json = parsed.json;
  const read = readTextFile(resolve(ctx.cwd, noteFile));
  const note = read.ok ? read.text.trim().slice(0, MAX_NOTE_CHARS) : '';
  if (!read.ok || note === '') {
    reportUsage(ctx, json, `draft: ${read.ok ? `${noteFile} is empty; write what to change into it.` : read.message}`, 'input', noteFile);
    return EXIT.usage;
  }
  const done = await cycle('draft', ctx, json, run, (s) => {
    const draft = draftOf(s);
    if (draft !== null && draft.planOnly) return { kind: 'refuse', refusal: { code: 'draft-reject-refused', runId: s.runId, why: 'plan-only' } };
    if (draft !== null && draft.rejects >= MAX_DRAFT_REJECTS) {
      return { kind: 'refuse', refusal: { code: 'draft-reject-refused', runId: s.runId, why: 'rejects-exhausted', rejects: draft.rejects, prdFile: draft.prdFile } };
    }
    return decideApproval(s, CONFIRM_PHASE, 'reject', note);
  }, true);
  if (typeof done === 'number') return done;
  return printNext(ctx, json, nextReport(done));
}

export const draftCommand: Command = {
  summary: 'draft REQUEST_FILE --cwd DIR',
  help: draftHelp,
  async run(args, ctx) {
    const approve = args.includes('--approve');
    const reject = args.includes('--reject');
    if (approve && reject) {
      reportUsage(ctx, args.includes('--json'), 'draft: --approve and --reject are alternatives; pick one.');
      return EXIT.usage;
    }
    if (approve) return approveDraft(args, ctx);
    if (reject) return rejectDraft(args, ctx);
    return startDraft(args, ctx);
  },
};
