// Human output of `openforge detect`.

import type { DetectReport } from '../schema/detect.js';

const list = (items: readonly string[]): string => (items.length === 0 ? '(none)' : items.join(', '));

export function renderDetect(report: DetectReport): string {
  const lines = [`Project: ${report.cwd}`, `Languages: ${list(report.languages)}`];
  lines.push(
    `Toolchains: ${list(report.ecosystems.map((e) => `${e.name} (${e.manifest}${e.packageManager === null ? '' : `, ${e.packageManager}`}${e.project === null ? '' : `, ${e.project}`})`))}`,
  );
  lines.push(`Layout: source ${list(report.layout.sourceDirs)}; tests ${list(report.layout.testDirs)}`);
  lines.push('Commands (as gates):');
  if (report.commands.length === 0) lines.push('  (none detected)');
  for (const c of report.commands) lines.push(`  ${c.purpose.padEnd(9)}  ${c.verdict.padEnd(8)}  ${c.command}   (${c.source})`);
  const m = report.models;
  const aliases = Object.entries(m.aliases).map(([a, id]) => `${a} → ${id}`);
  lines.push(
    m.found
      ? `OpenClaw models (${m.configPath}): default ${m.defaultModel ?? '(none)'}, sub-agents ${m.subagentModel ?? '(default)'}; aliases ${list(aliases)}`
      : `OpenClaw models: no config at ${m.configPath} (tiers fall back to the agent's default model)`,
  );
  for (const d of report.diagnostics) lines.push(`${d.severity}: ${d.message} [${d.ruleId}]`);
  return `${lines.join('\n')}\n`;
}
