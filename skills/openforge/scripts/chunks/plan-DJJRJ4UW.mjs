import { createRequire as __openforgeCreateRequire } from 'node:module';
const require = __openforgeCreateRequire(import.meta.url);
import {
  loadOpenClawConfig,
  planPrd
} from "./chunk-VYHH6NJ7.mjs";
import {
  isDirectory,
  readPrdArgument,
  renderCounts,
  renderDiagnostics
} from "./chunk-6TESZMG4.mjs";
import "./chunk-BLQ4XBHB.mjs";
import {
  openforgeHome
} from "./chunk-E75H5WSO.mjs";
import "./chunk-LOAL6WBM.mjs";
import {
  startCommand
} from "./chunk-UAEVGYVT.mjs";
import {
  EXIT,
  reportUsage
} from "./chunk-IFGUI5YT.mjs";

// scripts/commands/plan.ts
import { dirname, resolve } from "node:path";

// lib/plan/mermaid.ts
function label(text) {
  return text.replace(/"/g, "#quot;").replace(/</g, "#lt;").replace(/>/g, "#gt;");
}
function renderMermaid(phases, waves) {
  const ids = /* @__PURE__ */ new Map();
  phases.forEach((p, i) => ids.set(p.name, `p${i}`));
  const byName = new Map(phases.map((p) => [p.name, p]));
  const lines = ["flowchart TD"];
  waves.forEach((wave, w) => {
    lines.push(`  subgraph w${w + 1}["wave ${w + 1}"]`);
    for (const name of wave) {
      const phase = byName.get(name);
      const detail = phase === void 0 ? "" : `<br/>${phase.kind === "agent" ? (phase.model.tier ?? "default") + " · " + phase.type : phase.kind}`;
      lines.push(`    ${ids.get(name)}["${label(name)}${detail}"]`);
    }
    lines.push("  end");
  });
  for (const phase of phases) {
    for (const dep of phase.dependsOn) {
      const from = ids.get(dep);
      const to = ids.get(phase.name);
      if (from !== void 0 && to !== void 0) lines.push(`  ${from} --> ${to}`);
    }
  }
  return lines.join("\n") + "\n";
}

// lib/report/plan.ts
function modelText(phase) {
  const m = phase.model;
  if (m.source === "none") return "-";
  if (m.id === null) return `${m.requested ? `${m.requested} → ` : ""}agent default${m.fallback ? " (fallback: no model for this tier)" : ""}`;
  const fallback = m.fallback ? ` (fallback: ${m.requested ?? "?"} unavailable)` : "";
  return `${m.tier ? `${m.tier} → ` : ""}${m.id}${fallback}`;
}
function gateText(phase) {
  const g = phase.gate;
  if (phase.kind === "checkpoint") return "re-runs the gates so far + erosion check";
  if (g.kind === "none") return "none";
  if (g.kind === "description") return `description: ${g.description ?? ""}`;
  return g.commands.map((c) => `${c.verdict} \`${c.command}\``).join(", then ");
}
function pad(text, width) {
  return text.length >= width ? text : text + " ".repeat(width - text.length);
}
function renderPlan(plan) {
  const byName = new Map(plan.phases.map((p) => [p.name, p]));
  const nameWidth = Math.min(28, Math.max(8, ...plan.phases.map((p) => p.name.length)));
  const lines = [];
  lines.push(`PRD: ${plan.title ?? "(untitled)"} (${plan.file})`);
  lines.push(
    `${plan.phases.length} phases in ${plan.waves.length} waves · horizon ${plan.horizon.steps} steps: ${plan.horizon.mode}${plan.horizon.inserted.length > 0 ? ` (inserted ${plan.horizon.inserted.join(", ")})` : ""} · sub-agent spawns: best ${plan.spawns.best}, worst ${plan.spawns.worst}, limit ${plan.spawns.limit} · max-parallel ${plan.maxParallel}`
  );
  plan.waves.forEach((wave, i) => {
    lines.push("", `wave ${i + 1}${wave.length > 1 ? ` (${wave.length} in parallel)` : ""}`);
    for (const name of wave) {
      const phase = byName.get(name);
      if (phase === void 0) continue;
      const kind = phase.kind === "agent" ? phase.type : phase.kind;
      lines.push(`  ${pad(name, nameWidth)}  ${pad(kind, 10)}  model: ${modelText(phase)}  gate: ${gateText(phase)}`);
    }
  });
  lines.push("", `A run would write (nothing is written by plan):`);
  for (const path of plan.writes) lines.push(`  ${path}`);
  const diagnostics = renderDiagnostics(plan.file, plan.diagnostics);
  if (diagnostics.length > 0) lines.push("", ...diagnostics);
  lines.push(
    "",
    plan.valid ? `plan ok (${renderCounts(plan.diagnostics)})` : `plan has errors (${renderCounts(plan.diagnostics)}): \`openforge run\` would refuse this PRD until they are fixed`
  );
  return lines.join("\n") + "\n";
}

// scripts/commands/plan.ts
var HELP = `Usage: openforge plan PRD [--cwd DIR] [--json | --mermaid]

The dry run of "Plan this PRD without executing": the waves in execution order, each
phase's model (with the whole fallback chain), the verdict on each gate command, the
horizon decision (phases split or a checkpoint inserted), best and worst-case sub-agent
spawn counts, and the files a run would write. Plan itself writes nothing.

Options:
  --cwd DIR   the working directory the run would use (default: the PRD's front matter
              cwd, relative to the PRD, else the current directory); it must exist
  --json      print one JSON document (schemas/plan.schema.json)
  --mermaid   print a Mermaid flowchart of the waves

Models resolve through your OpenClaw config (OPENCLAW_CONFIG_PATH, else
~/.openclaw/openclaw.json). Exit codes: 0 ok, 1 the PRD has errors, 2 usage or input error.
`;
var planCommand = {
  summary: "plan PRD [--cwd DIR]",
  help: HELP,
  async run(args, ctx) {
    const parsed = startCommand("plan", args, ctx, { cwd: { type: "string" }, mermaid: { type: "boolean" } }, HELP);
    if (typeof parsed === "number") return parsed;
    if (parsed.json && parsed.values.mermaid === true) {
      reportUsage(ctx, true, "plan: --json and --mermaid are alternatives; pick one.");
      return EXIT.usage;
    }
    const prdFile = readPrdArgument("plan", parsed, ctx);
    if (typeof prdFile === "number") return prdFile;
    const { file, path, text } = prdFile;
    const cwdOption = typeof parsed.values.cwd === "string" ? resolve(ctx.cwd, parsed.values.cwd) : void 0;
    const openclaw = loadOpenClawConfig({ env: ctx.env, homeDir: ctx.homeDir });
    const plan = planPrd({
      file,
      text,
      cwd: cwdOption,
      resolveCwd: (fromPrd) => resolve(dirname(path), fromPrd),
      defaultCwd: ctx.cwd,
      isDirectory,
      openclaw,
      indexDir: openforgeHome(ctx.env, ctx.homeDir)
    });
    if (parsed.json) ctx.stdout(`${JSON.stringify(plan, null, 2)}
`);
    else if (parsed.values.mermaid === true) ctx.stdout(renderMermaid(plan.phases, plan.waves));
    else ctx.stdout(renderPlan(plan));
    return plan.valid ? EXIT.ok : EXIT.findings;
  }
};
export {
  planCommand
};
