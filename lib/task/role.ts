// A task role is the list of its sections in order, each with the builder of its body:
// the spawn contract (think-then-act opener, bounded task line, objective, scope, autonomy
// band, working directory, gate, constraints, time budget, output schema, rollback plan)
// plus what the role adds (tasks, findings, prior failures, …). One renderer turns a role
// and its facts into the task text; the sections every role shares are declared here.

import { redactSecrets } from '../secrets/index.js';
import { renderSections, type TaskSection } from './markdown.js';
import { OPENING, gateBody, objectiveBody, timeBody, workdirBody, type TaskGate, type TaskPrd } from './sections.js';
import { TASK_SECTION_TITLES, type TaskSectionKey } from './titles.js';

/** One section of a role: its key (which gives the heading) and its body; `undefined` leaves it out. */
export interface RoleSection<F> {
  key: TaskSectionKey;
  body: (facts: F) => string | undefined;
}

/** A role's sections in the order they appear. */
export type TaskRole<F> = readonly RoleSection<F>[];

/** The task text of `role` for `facts`: `## Title` blocks, secrets redacted. */
export function renderRole<F>(role: TaskRole<F>, facts: F): string {
  const sections: TaskSection[] = [];
  for (const { key, body } of role) {
    const text = body(facts);
    if (text !== undefined) sections.push({ title: TASK_SECTION_TITLES[key], body: text });
  }
  return redactSecrets(renderSections(sections));
}

/** The keys of a role's sections, in order (optional ones included). */
export const roleSectionKeys = <F>(role: TaskRole<F>): TaskSectionKey[] => role.map((s) => s.key);

/** Think before acting (every role starts with it). */
export const OPENING_SECTION: RoleSection<unknown> = { key: 'opening', body: () => OPENING };

export const OBJECTIVE_SECTION: RoleSection<{ prd: TaskPrd }> = { key: 'objective', body: (f) => objectiveBody(f.prd) };

export const WORKDIR_SECTION: RoleSection<{ workdir: string | null }> = { key: 'workdir', body: (f) => workdirBody(f.workdir) };

/** What runs after the sub-agent finishes, in its working directory. */
export const GATE_SECTION: RoleSection<TaskGate & { workdir: string | null }> = {
  key: 'gate',
  body: (f) => gateBody(f, f.workdir),
};

export const TIME_SECTION: RoleSection<{ timeoutSeconds: number }> = { key: 'time', body: (f) => timeBody(f.timeoutSeconds) };
