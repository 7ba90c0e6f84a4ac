import { createRequire as __openforgeCreateRequire } from 'node:module';
const require = __openforgeCreateRequire(import.meta.url);
import {
  renderValidate
} from "./chunk-NOBKNMKB.mjs";
import {
  loadOpenClawConfig,
  planPrdDetailed
} from "./chunk-VYHH6NJ7.mjs";
import {
  isDirectory,
  readPrdArgument
} from "./chunk-6TESZMG4.mjs";
import {
  formatDiagnostic
} from "./chunk-BLQ4XBHB.mjs";
import {
  DEFAULT_SUMMARY_BUDGET_BYTES,
  appendEvents,
  clock,
  createRunDirectory,
  initialState,
  loadRun,
  lockOptions,
  makeRunId,
  nextReport,
  phaseKey,
  printNext,
  readRunIndex,
  recordRun,
  runCycle,
  runDirectory,
  validateEvent,
  validateState,
  writeSnapshot
} from "./chunk-P53MFNGT.mjs";
import {
  openforgeHome
} from "./chunk-E75H5WSO.mjs";
import "./chunk-LOAL6WBM.mjs";
import {
  startCommand
} from "./chunk-UAEVGYVT.mjs";
import {
  EXIT,
  SCHEMA_VERSION,
  reportUsage
} from "./chunk-IFGUI5YT.mjs";

// scripts/commands/run.ts
import { createHash, randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

// lib/run/freeze.ts
var DEFAULT_AGENT_TIMEOUT_SECONDS = 1800;
var DEFAULT_GATE_TIMEOUT_SECONDS = 900;
var DEFAULT_GRACE_SECONDS = 60;
var TIER_UP = { haiku: "sonnet", sonnet: "opus", gpt: "opus", opus: "opus" };
var toModel = (route) => ({ tier: route.tier ?? route.requested, id: route.id });
function gateCommands(checks) {
  return checks.filter((c) => c.verdict !== "rejected").map((c) => ({ command: c.command, argv: c.argv, shellGate: c.shellGate }));
}
function upstreamImpl(name, byName, dependsOn) {
  const seen = /* @__PURE__ */ new Set([name]);
  let frontier = [...dependsOn.get(name) ?? []];
  while (frontier.length > 0) {
    const next = [];
    for (const dep of frontier) {
      if (seen.has(dep)) continue;
      seen.add(dep);
      const phase = byName.get(dep);
      if (phase !== void 0 && phase.kind === "agent" && phase.type === "impl") return phase;
      next.push(...dependsOn.get(dep) ?? []);
    }
    frontier = next;
  }
  return null;
}
function selectOnly(phases, only) {
  return phases.filter((p) => p.kind !== "checkpoint" && (p.name === only || p.origin === only)).map((p) => p.name);
}
function freezeRun(input) {
  const { detailed } = input;
  const { plan } = detailed;
  const byName = new Map(detailed.phases.map((p) => [p.name, p]));
  const dependsOn = new Map(plan.phases.map((p) => [p.name, p.dependsOn]));
  const commandsOf = (p) => p.kind === "checkpoint" ? [] : gateCommands(detailed.gateChecks.get(p.origin ?? p.name) ?? []);
  const phases = plan.phases.map((planned, index) => {
    const source = detailed.phases[index];
    const model = toModel(planned.model);
    const tiered = model.tier !== null && planned.model.source !== "explicit-id" && planned.model.source !== "none";
    const upTier = tiered && model.tier !== null ? TIER_UP[model.tier] : void 0;
    const modelUp = upTier === void 0 || upTier === model.tier ? model : toModel(detailed.routeTier(upTier));
    const impl = source.type === "review" ? upstreamImpl(planned.name, byName, dependsOn) : null;
    const own = commandsOf(source);
    let gates = own;
    if (source.kind === "checkpoint") {
      const seen = /* @__PURE__ */ new Set();
      gates = [];
      for (const earlier of detailed.phases) {
        const w = plan.phases.find((p) => p.name === earlier.name)?.wave ?? -1;
        if (w < 0 || w >= planned.wave) continue;
        for (const g of commandsOf(earlier)) {
          const key = `${g.shellGate}\0${g.command}`;
          if (seen.has(key)) continue;
          seen.add(key);
          gates.push(g);
        }
      }
    }
    return {
      name: planned.name,
      key: phaseKey(planned.name, index),
      kind: planned.kind,
      type: planned.type,
      origin: planned.origin,
      wave: Math.max(0, planned.wave),
      dependsOn: planned.dependsOn,
      model,
      modelUp,
      fixModel: source.type === "review" ? impl !== null ? toModel(plan.phases.find((p) => p.name === impl.name)?.model ?? detailed.routeTier("sonnet")) : toModel(detailed.routeTier("sonnet")) : null,
      gateCommands: gates,
      gateDescription: source.gate?.kind === "description" ? source.gate.text : null,
      fixGateCommands: own.length > 0 ? own : impl !== null ? commandsOf(impl) : [],
      fixFiles: impl?.files ?? [],
      maxRetries: planned.maxRetries,
      timeoutSeconds: planned.timeoutSeconds ?? DEFAULT_AGENT_TIMEOUT_SECONDS,
      gateTimeoutSeconds: planned.timeoutSeconds ?? DEFAULT_GATE_TIMEOUT_SECONDS,
      files: planned.files,
      onReject: planned.onReject,
      escalate: planned.escalate,
      skip: source.skip,
      erosion: source.erosion,
      tasks: source.tasks,
      acceptance: source.acceptance
    };
  });
  const settings = {
    maxParallel: plan.maxParallel,
    maxSpawns: plan.spawns.limit,
    maxDurationSeconds: detailed.settings.maxDurationSeconds ?? null,
    summaryBudgetBytes: detailed.settings.summaryBudgetBytes ?? DEFAULT_SUMMARY_BUDGET_BYTES,
    erosion: detailed.settings.erosion ?? "refactor",
    graceSeconds: DEFAULT_GRACE_SECONDS
  };
  return {
    seq: 1,
    at: input.now,
    type: "run-started",
    runId: input.runId,
    prd: input.prd,
    cwd: input.cwd,
    runDir: input.runDir,
    only: input.only,
    settings,
    waves: plan.waves,
    phases
  };
}

// scripts/commands/run.ts
var HELP = `Usage: openforge run PRD [--cwd DIR] [--only PHASE] [--new] [--json]

Start a run of a PRD and print the first actions. An invalid PRD is refused (exit 1) with
its diagnostics. If a run of the same PRD content in the same working directory is still
active, that run is returned (created: false) unless --new is given.

Options:
  --cwd DIR       the project the phases work in (default: the PRD's front matter cwd,
                  else the current directory); the run lives in DIR/.openforge/runs/
  --only PHASE    run only this phase (and its sub-phases); the others are skipped
  --new           start a new run even if one of this PRD is active
  --json          print one JSON document (schemas/next.schema.json)

Then loop: carry out each action, and run \`openforge next RUN\` after every one.
Exit codes: 0 running, 1 invalid PRD, 2 usage or input error.
`;
function findActive(ctx, cwd, sha256, only) {
  const index = readRunIndex(openforgeHome(ctx.env, ctx.homeDir));
  for (const entry of [...index.entries].reverse()) {
    if (entry.cwd !== cwd) continue;
    const dir = runDirectory(entry.cwd, entry.runId);
    if (!dir.ok) continue;
    const loaded = loadRun(dir.path, validateState, validateEvent);
    if (!loaded.ok) continue;
    const s = loaded.state;
    if (s.prd.sha256 === sha256 && s.only === only && (s.status === "running" || s.status === "needs-human")) {
      return { runId: s.runId, runDir: dir.path, entry };
    }
  }
  return null;
}
var runCommand = {
  summary: "run PRD --cwd DIR",
  help: HELP,
  async run(args, ctx) {
    const parsed = startCommand("run", args, ctx, { cwd: { type: "string" }, only: { type: "string" }, new: { type: "boolean" } }, HELP);
    if (typeof parsed === "number") return parsed;
    const prdFile = readPrdArgument("run", parsed, ctx);
    if (typeof prdFile === "number") return prdFile;
    const { file, path, text } = prdFile;
    const json = parsed.json;
    const cwdOption = typeof parsed.values.cwd === "string" ? resolve(ctx.cwd, parsed.values.cwd) : void 0;
    const home = openforgeHome(ctx.env, ctx.homeDir);
    const detailed = planPrdDetailed({
      file,
      text,
      cwd: cwdOption,
      resolveCwd: (fromPrd) => resolve(dirname(path), fromPrd),
      defaultCwd: ctx.cwd,
      isDirectory,
      openclaw: loadOpenClawConfig({ env: ctx.env, homeDir: ctx.homeDir }),
      indexDir: home
    });
    const { plan } = detailed;
    if (!plan.valid || plan.cwd === null) {
      const errors = plan.diagnostics.filter((d) => d.severity === "error").length;
      const report = {
        schemaVersion: SCHEMA_VERSION,
        file,
        valid: false,
        errorCount: errors,
        warningCount: plan.diagnostics.filter((d) => d.severity === "warning").length,
        diagnostics: plan.diagnostics,
        prd: { title: plan.title, objective: plan.objective, settings: detailed.settings, phases: [] }
      };
      ctx.stdout(json ? `${JSON.stringify(report, null, 2)}
` : renderValidate(report));
      if (!json) ctx.stderr(`openforge run: refused: ${file} has ${errors} error(s); nothing was started.
`);
      return EXIT.findings;
    }
    const only = typeof parsed.values.only === "string" ? parsed.values.only : null;
    if (only !== null && selectOnly(detailed.phases, only).length === 0) {
      const names = detailed.phases.filter((p) => p.kind !== "checkpoint" && p.origin === null).map((p) => p.name);
      reportUsage(ctx, json, `run: --only ${only}: no such phase in ${file}. Phases: ${names.join(", ")}.`);
      return EXIT.usage;
    }
    const cwd = plan.cwd;
    const sha256 = createHash("sha256").update(text).digest("hex");
    const warnings = plan.diagnostics.filter((d) => d.severity === "warning").map((d) => formatDiagnostic(file, d));
    if (parsed.values.new !== true) {
      const active = findActive(ctx, cwd, sha256, only);
      if (active !== null) {
        const cycle2 = runCycle("run", active, ctx, json, () => ({ facts: [], result: null }), true);
        if (typeof cycle2 === "number") return cycle2;
        return printNext(ctx, json, nextReport({ ...cycle2, warnings: [`run ${active.runId} of this PRD is still active; it is returned instead of starting another (use --new to start a new one).`, ...cycle2.warnings] }, { created: false }));
      }
    }
    const now = clock(ctx);
    const runId = makeRunId(now, randomBytes(3).toString("hex"));
    const created = createRunDirectory(cwd, runId);
    if (!created.ok) {
      reportUsage(ctx, json, `run: ${created.message}`, "input");
      return EXIT.usage;
    }
    const runDir = created.path;
    try {
      writeFileSync(join(runDir, "prd.md"), text, { flag: "wx" });
    } catch (err) {
      reportUsage(ctx, json, `run: cannot write ${join(runDir, "prd.md")} (${err.code ?? "error"}).`, "input");
      return EXIT.usage;
    }
    const started = freezeRun({
      detailed,
      runId,
      now,
      prd: { path, sha256, title: plan.title, objective: plan.objective },
      cwd,
      runDir,
      only
    });
    const appended = appendEvents(runDir, [started]);
    if (!appended.ok) {
      reportUsage(ctx, json, `run: ${appended.message}`, "input");
      return EXIT.usage;
    }
    const snapshot = writeSnapshot(runDir, initialState(started));
    if (!snapshot.ok) warnings.push(snapshot.message);
    const recorded = recordRun(home, { runId, cwd, prdPath: path, createdAt: new Date(now).toISOString() }, lockOptions(ctx));
    if (!recorded.ok) warnings.push(`${recorded.message} (\`status\` without a run id will not find this run; pass its id).`);
    const cycle = runCycle("run", { runId, runDir, entry: null }, ctx, json, () => ({ facts: [], result: null }), true);
    if (typeof cycle === "number") return cycle;
    return printNext(ctx, json, nextReport({ ...cycle, warnings: [...warnings, ...cycle.warnings] }, { created: true }));
  }
};
export {
  runCommand
};
