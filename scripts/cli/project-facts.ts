// What `detect` and `draft` know of a project: its files (lib/io) judged by lib/detect,
// and the models of the user's OpenClaw config.

import { detectedModels, detectProject } from '../../lib/detect/index.js';
import { loadOpenClawConfig, readProjectListing } from '../../lib/io/index.js';
import { readOpenClawModels } from '../../lib/routing/index.js';
import type { DetectedModels, ProjectFacts } from '../../lib/schema/index.js';
import type { CliContext } from './context.js';

export type FactsResult = { ok: true; facts: ProjectFacts; models: DetectedModels } | { ok: false; message: string };

export function projectFacts(cwd: string, ctx: CliContext): FactsResult {
  const listed = readProjectListing(cwd);
  if (!listed.ok) return listed;
  const facts = detectProject(listed.listing);
  const config = loadOpenClawConfig({ env: ctx.env, homeDir: ctx.homeDir });
  const models = readOpenClawModels(config.config);
  return {
    ok: true,
    facts: { ...facts, diagnostics: [...facts.diagnostics, ...config.diagnostics, ...models.diagnostics] },
    models: detectedModels(models, config.path, config.found),
  };
}
