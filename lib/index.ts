// The typed library, `import { parsePrd, planPrd } from 'openforge'`: what the README's
// "The library" section documents, and nothing else (test/build/pack.test.ts imports every
// name from the packed tarball). The rest of lib/ is internal to the CLI.

// Parse a PRD, plan it, check a gate command.
export { parsePrd, MAX_PRD_BYTES, type ParsedPrd } from './prd/index.js';
export { planPrd, type PlanInput } from './plan/index.js';
export { validateGate, type GateOptions } from './gate/index.js';

// Measure complexity (JavaScript and TypeScript; the other languages need tree-sitter, in the CLI).
export { measureJs, jsLanguageOf, type JsLanguage } from './complexity/index.js';
export type { FileComplexity, FunctionComplexity, Measured, SkippedFile } from './complexity/index.js';

// Fold a run's events (events.jsonl, one JSON event a line) into its state.
export { foldEvents, applyEvent, initialState, type FoldResult } from './run/index.js';
export type { FoldProblem } from './schema/fold-problem.js';

// The JSON contracts: each a TypeBox schema and its TypeScript type of the same name, all by
// published name in SCHEMAS (schemas/<name>.schema.json is SCHEMAS[name] as JSON Schema 2020-12).
export {
  SCHEMAS,
  SCHEMA_VERSION,
  SCHEMA_DIALECT,
  Diagnostic,
  PrdModel,
  Plan,
  GateCheckReport,
  ValidateReport,
  ErrorReport,
  ResultEnvelope,
  RunState,
  RunEvent,
  NextReport,
  SpawnedReport,
  DecideReport,
  StatusReport,
  RunListReport,
  SkillManifest,
  ComplexityReport,
  ComplexityBaseline,
} from './schema/index.js';
export type { Severity, Phase, Task, GateCheck, PlannedPhase, RunPhase, Action } from './schema/index.js';
