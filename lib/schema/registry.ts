import type { TSchema } from 'typebox';
import { GateCheckReport } from './gate.js';
import { Plan } from './plan.js';
import { PrdModel } from './prd.js';
import { ResultEnvelope } from './result.js';
import { ErrorReport, ValidateReport } from './validate.js';
import { RunEvent, RunState } from './run.js';
import { SkillManifest } from './manifest.js';
import { ComplexityBaseline, ComplexityReport } from './complexity.js';
import { DetectReport } from './detect.js';
import { DecideReport, NextReport, RunListReport, SpawnedReport, StatusReport } from './actions.js';

/** Every JSON contract, by the file name it is published under in `schemas/`. */
export const SCHEMAS: Readonly<Record<string, TSchema>> = {
  'prd-model': PrdModel,
  plan: Plan,
  'gate-check': GateCheckReport,
  validate: ValidateReport,
  error: ErrorReport,
  'result-envelope': ResultEnvelope,
  'run-state': RunState,
  'run-event': RunEvent,
  next: NextReport,
  spawned: SpawnedReport,
  decide: DecideReport,
  status: StatusReport,
  'run-list': RunListReport,
  'skill-manifest': SkillManifest,
  complexity: ComplexityReport, 'complexity-baseline': ComplexityBaseline,
  detect: DetectReport,
};
