import { createRequire as __openforgeCreateRequire } from 'node:module';
const require = __openforgeCreateRequire(import.meta.url);

// lib/run/commands.ts
var list = (names) => names.length === 0 ? "(none)" : names.map((n) => `\`${n}\``).join(", ");
function spawnActionIds(state) {
  return state.phases.flatMap((p) => p.spawns.map((s) => s.actionId));
}
function recordSpawned(state, actionId, sessionKey) {
  const spawn = state.phases.flatMap((p) => p.spawns).find((s) => s.actionId === actionId);
  if (spawn === void 0) {
    return { kind: "unknown", message: `run ${state.runId} has no spawn action \`${actionId}\`. Known spawn actions: ${list(spawnActionIds(state))}.` };
  }
  if (spawn.sessionKey === sessionKey) return { kind: "noop" };
  if (spawn.sessionKey !== null) {
    return {
      kind: "refuse",
      message: `spawn \`${actionId}\` is already recorded with session \`${spawn.sessionKey}\`; one action is one child. Run \`next\` for what to do now.`
    };
  }
  return { kind: "apply", facts: [{ type: "spawn-confirmed", actionId, sessionKey }] };
}
function dependentsOf(state, name) {
  const out = /* @__PURE__ */ new Set([name]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const p of state.phases) {
      if (!out.has(p.name) && p.dependsOn.some((d) => out.has(d))) {
        out.add(p.name);
        grew = true;
      }
    }
  }
  return state.phases.filter((p) => out.has(p.name)).map((p) => p.name);
}
function describePhase(p) {
  const last = p.decisions.at(-1);
  return `phase \`${p.name}\` is ${p.status}${last === void 0 ? "" : `; the last decision was ${last.decision}${last.note ? ` ("${last.note}")` : ""}`}`;
}
function decideApproval(state, phaseName, decision, note) {
  const p = state.phases.find((x) => x.name === phaseName);
  const approvals = state.phases.filter((x) => x.kind === "approval").map((x) => x.name);
  if (p === void 0 || p.kind !== "approval") {
    return { kind: "unknown", message: `run ${state.runId} has no approval phase \`${phaseName}\`. Approval phases: ${list(approvals)}.` };
  }
  if (state.status === "completed" || state.status === "cancelled") {
    const last2 = p.decisions.at(-1);
    if (last2?.decision === decision) return { kind: "noop" };
    return { kind: "refuse", message: `run ${state.runId} is ${state.status}; ${describePhase(p)}.` };
  }
  if (p.status === "waiting-approval") {
    if (decision === "approve") return { kind: "apply", facts: [{ type: "decision-recorded", phase: p.name, decision, note, reset: [] }] };
    const targets = p.onReject !== null ? [p.onReject] : p.dependsOn;
    const reset = /* @__PURE__ */ new Set();
    for (const t of targets) for (const name of dependentsOf(state, t)) if (name !== p.name) reset.add(name);
    const ordered = state.phases.filter((x) => reset.has(x.name) && (targets.includes(x.name) || x.status !== "pending")).map((x) => x.name);
    return { kind: "apply", facts: [{ type: "decision-recorded", phase: p.name, decision, note, reset: ordered }] };
  }
  const last = p.decisions.at(-1);
  if (last !== void 0 && last.decision === decision && last.round === p.round) return { kind: "noop" };
  if (last === void 0) {
    return { kind: "refuse", message: `${describePhase(p)}: it has not asked for a decision yet. Run \`next\` until it does.` };
  }
  return {
    kind: "refuse",
    message: `${describePhase(p)}: a conflicting decision is refused. To change course, cancel the run or wait until the phase asks again.`
  };
}
function resumeRun(state, phaseName, now) {
  if (state.status === "completed" || state.status === "cancelled") {
    return { kind: "refuse", message: `run ${state.runId} is ${state.status}; start a new run with \`run PRD --new\`.` };
  }
  let reset = [];
  if (phaseName !== null) {
    const p = state.phases.find((x) => x.name === phaseName);
    if (p === void 0) {
      return { kind: "unknown", message: `run ${state.runId} has no phase \`${phaseName}\`. Phases: ${list(state.phases.map((x) => x.name))}.` };
    }
    const status = new Map(state.phases.map((x) => [x.name, x.status]));
    reset = dependentsOf(state, p.name).filter((n) => n === p.name || status.get(n) !== "pending");
  }
  const escalation = state.status === "needs-human" ? state.escalation : null;
  if (escalation !== null && escalation.reason !== "escalate-flag" && escalation.reason !== "budget-exhausted") {
    if (!reset.includes(escalation.phase)) reset = [...reset, escalation.phase];
  }
  const resetSet = new Set(reset);
  const inFlight = (p) => p.spawns.filter((x) => x.outcome === null).map((x) => x.actionId);
  const reissue = state.phases.flatMap(
    (p) => resetSet.has(p.name) || state.status === "running" && p.status === "active" ? inFlight(p) : []
  );
  if (state.status === "running" && reset.length === 0 && reissue.length === 0) return { kind: "noop" };
  const budgetStop = state.escalation?.reason === "budget-exhausted";
  const maxSpawns = budgetStop ? state.spawnCount + state.settings.maxSpawns : state.limits.maxSpawns;
  const duration = state.limits.maxDurationSeconds;
  const maxDurationSeconds = budgetStop && duration !== null && state.settings.maxDurationSeconds !== null ? Math.ceil((now - state.createdAt) / 1e3) + state.settings.maxDurationSeconds : duration;
  const ordered = state.phases.filter((p) => resetSet.has(p.name)).map((p) => p.name);
  return {
    kind: "apply",
    facts: [{ type: "run-resumed", reset: ordered, reissue, maxSpawns, maxDurationSeconds }]
  };
}
function cancelRun(state, note) {
  if (state.status === "cancelled") return { kind: "noop" };
  if (state.status === "completed") return { kind: "refuse", message: `run ${state.runId} already completed; there is nothing to cancel.` };
  return { kind: "apply", facts: [{ type: "run-cancelled", note }] };
}

export {
  recordSpawned,
  decideApproval,
  resumeRun,
  cancelRun
};
