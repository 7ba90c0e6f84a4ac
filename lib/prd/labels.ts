import { closestMatch } from '../diagnostics/index.js';

/**
 * Phase field labels. A label is normalized by lowercasing and dropping spaces,
 * hyphens and underscores (`Max-Retries`, `max retries`, `MAX_RETRIES` → `maxretries`).
 * Canonical field names are the `Phase` property each one sets; they key `fieldLines`.
 */
export type FieldName =
  | 'model' | 'type' | 'dependsOn' | 'gate' | 'maxRetries' | 'shellGate' | 'skip' | 'escalate'
  | 'files' | 'timeoutSeconds' | 'onReject' | 'acceptance' | 'tasks' | 'erosion' | 'removesTests' | 'workdir';

/** Fields whose label may be followed by a list (or a code block, for Gate). */
export type ListField = 'tasks' | 'gate' | 'files' | 'acceptance';

const LABELS: Readonly<Record<string, FieldName>> = {
  model: 'model',
  type: 'type',
  depends: 'dependsOn',
  dependson: 'dependsOn',
  gate: 'gate',
  maxretries: 'maxRetries',
  retries: 'maxRetries',
  shellgate: 'shellGate',
  skip: 'skip',
  escalate: 'escalate',
  files: 'files',
  file: 'files',
  timeout: 'timeoutSeconds',
  onreject: 'onReject',
  acceptance: 'acceptance',
  acceptancecriteria: 'acceptance',
  tasks: 'tasks',
  task: 'tasks',
  erosion: 'erosion',
  removestests: 'removesTests',
  workdir: 'workdir',
  workingdir: 'workdir',
  workingdirectory: 'workdir',
  workdirectory: 'workdir',
};

/** How each field is written in messages. */
export const FIELD_LABELS: Readonly<Record<FieldName, string>> = {
  model: 'Model',
  type: 'Type',
  dependsOn: 'Depends',
  gate: 'Gate',
  maxRetries: 'Max-Retries',
  shellGate: 'Shell-Gate',
  skip: 'Skip',
  escalate: 'Escalate',
  files: 'Files',
  timeoutSeconds: 'Timeout',
  onReject: 'On-Reject',
  acceptance: 'Acceptance',
  tasks: 'Tasks',
  erosion: 'Erosion',
  removesTests: 'Removes-Tests',
  workdir: 'Workdir',
};

export function normalizeLabel(label: string): string {
  return label.toLowerCase().replace(/[\s_-]/g, '');
}

export function fieldForLabel(label: string): FieldName | null {
  return LABELS[normalizeLabel(label)] ?? null;
}

export function isListField(field: FieldName): field is ListField {
  return field === 'tasks' || field === 'gate' || field === 'files' || field === 'acceptance';
}

/** Labels that name a folder the way `Workdir:` does, but are not it (`Cwd:`, `Directory:`). */
const FOLDER_WORDS = new Set(['cwd', 'dir', 'directory', 'folder', 'workingfolder', 'workfolder', 'workspace', 'chdir', 'cd']);

/** The documented label closest to an unknown one (a likely typo), or undefined. */
export function suggestLabel(label: string): string | undefined {
  const normalized = normalizeLabel(label);
  if (FOLDER_WORDS.has(normalized)) return FIELD_LABELS.workdir;
  const match = closestMatch(normalized, Object.keys(LABELS));
  return match === undefined ? undefined : FIELD_LABELS[LABELS[match]!];
}

/** A line that starts with a label: `**Model:** x`, `**Model**: x`, `__Model:__ x`, `Model: x`. */
export interface LabelMatch {
  /** The label as written, without markers or colon. */
  label: string;
  /** Whether it was emphasized (`**…**`, `__…__`, `*…*`, `_…_`) rather than plain. */
  emphasized: boolean;
  /** Offset of the label's first character (its emphasis marker, if any) in the line. */
  labelOffset: number;
  /** Offset where the value starts in the line (after the colon and spaces). */
  valueOffset: number;
}

const EMPHASIZED = /^([ \t]*)(\*\*|__|\*|_)[ \t]*([A-Za-z][A-Za-z0-9 _-]{0,40}?)[ \t]*(:?)[ \t]*\2(?:[ \t]*(:))?[ \t]*/;
const PLAIN = /^([ \t]*)([A-Za-z][A-Za-z0-9_-]*(?:[ \t]+[A-Za-z][A-Za-z0-9_-]*){0,2})[ \t]*:(?!\/\/)[ \t]*/;

/** Whether `line` starts with something shaped like a field label (known or not). */
export function matchLabel(line: string): LabelMatch | null {
  const emphasized = EMPHASIZED.exec(line);
  if (emphasized && (emphasized[4] === ':') !== (emphasized[5] === ':')) {
    return {
      label: emphasized[3]!.trim(),
      emphasized: true,
      labelOffset: emphasized[1]!.length,
      valueOffset: emphasized[0].length,
    };
  }
  const plain = PLAIN.exec(line);
  if (plain) {
    return { label: plain[2]!, emphasized: false, labelOffset: plain[1]!.length, valueOffset: plain[0].length };
  }
  return null;
}
