import type { AcceptanceCheck } from '../schema/index.js';
import { describe, isRecord, NEXT_TIME, type Problems, type Rec, text } from './envelope-fields.js';
import { combine, markedCriterion, type MetReading, metOfValue } from './met-words.js';

// The result's `acceptance`, in the shapes children write it (docs/design.md#results): the
// list of {criterion, met, note} we ask for; items with `passed`/`ok`/`done`/`status` for
// `met`, or `name`/`text` for `criterion`; a list of marked lines ("✅ sum adds numbers");
// a map {"sum adds numbers": true}. A criterion whose verdict cannot be read is kept, not
// met, and marked unclear: the child is asked once (lib/run/engine/step.ts), never told "not met".

/** The acceptance items read, and which of them (by index) state no readable verdict. */
export interface AcceptanceRead {
  checks: AcceptanceCheck[];
  unclear: number[];
}

const WAY = '(each item {criterion, met: true or false, note?})';

/** Keys children use for the criterion, the verdict and the note (folded: lower case, no `_`/`-`/space). */
const CRITERION_KEYS = ['criterion', 'criteria', 'name', 'text', 'description', 'title', 'item', 'check', 'requirement', 'ac', 'acceptance'];
const MET_KEYS = [
  'met', 'ismet', 'passed', 'pass', 'passes', 'ok', 'done', 'satisfied', 'fulfilled', 'achieved', 'complete', 'completed', 'success', 'verified',
  'status', 'result', 'verdict', 'state', 'value', 'outcome',
];
const NOTE_KEYS = ['note', 'notes', 'evidence', 'details', 'detail', 'reason', 'comment', 'comments', 'explanation', 'proof', 'how'];

const foldKey = (k: string): string => k.toLowerCase().replace(/[\s_-]+/g, '');

/** The keys of `obj` whose folded name is in `names`, in the object's order. */
const keysIn = (obj: Rec, names: readonly string[]): string[] => Object.keys(obj).filter((k) => names.includes(foldKey(k)));

/** Says what was read, as a warning, when it was not the plain `met: true|false`. */
function said(path: string, value: unknown, met: MetReading, out: Problems): void {
  if (met === null) {
    out.warn('result-invalid-field', `${path} is ${describe(value)}; it says neither met nor not met, so the criterion is unclear (not met until the child answers). ${NEXT_TIME} ${WAY}.`);
  } else out.warn('result-value-coerced', `${path} is ${describe(value)}; it was read as met: ${String(met)}. ${NEXT_TIME} ${WAY}.`);
}

/** One item written as an object: the criterion from its key (or `fromKey`, a map's key), the verdict from every verdict key. */
function objectItem(value: Rec, path: string, out: Problems, fromKey: string | null): { check: AcceptanceCheck; met: MetReading } {
  const criterionKey = keysIn(value, CRITERION_KEYS)[0];
  let criterion = fromKey ?? '';
  if (criterionKey !== undefined) {
    if (criterionKey !== 'criterion') out.warn('result-value-coerced', `${path} names its criterion in "${criterionKey.slice(0, 40)}"; it was read as "criterion". ${NEXT_TIME} ${WAY}.`);
    criterion = text(value[criterionKey], `${path}.${criterionKey}`, out, '') ?? '';
  } else if (fromKey === null) out.warn('result-missing-field', `${path}.criterion is missing; "" was taken. ${NEXT_TIME} (every acceptance item names its criterion).`);
  const metKeys = keysIn(value, MET_KEYS);
  const readings = metKeys.map((k) => {
    const reading = metOfValue(value[k]);
    if (k !== 'met' || typeof value[k] !== 'boolean') said(`${path}.${k}`, value[k], reading, out);
    return reading;
  });
  if (metKeys.length === 0) out.warn('result-missing-field', `${path}.met is missing; the criterion is unclear (not met until the child answers). ${NEXT_TIME} ${WAY}.`);
  const met = combine(readings);
  const noteKey = keysIn(value, NOTE_KEYS)[0];
  const check: AcceptanceCheck = { criterion, met: met === true };
  if (noteKey !== undefined) {
    const n = text(value[noteKey], `${path}.${noteKey}`, out, undefined);
    if (n !== undefined) check.note = n;
  }
  const other = Object.keys(value).filter((k) => k !== criterionKey && k !== noteKey && !metKeys.includes(k));
  if (other.length > 0) out.warn('result-unknown-field', `${path}.${other[0]?.slice(0, 40) ?? ''} is not a key of the acceptance item (unknown: ${other.slice(0, 5).join(', ')}); it was dropped. Expected only criterion, met, note. Fix: remove or rename it.`);
  return { check, met };
}

/** One item written as a line: "✅ sum adds numbers", "[x] README documents the CLI", "sum adds numbers: not met". */
function lineItem(value: string, path: string, out: Problems): { check: AcceptanceCheck; met: MetReading } {
  const marked = markedCriterion(value);
  said(path, value, marked.met, out);
  return { check: { criterion: marked.criterion, met: marked.met === true, ...(marked.note === undefined ? {} : { note: marked.note }) }, met: marked.met };
}

/** A map entry: {"criterion text": true | "yes" | "✅" | {passed, note}}. */
function mapEntry(key: string, value: unknown, path: string, out: Problems): { check: AcceptanceCheck; met: MetReading } {
  if (isRecord(value)) return objectItem(value, path, out, key);
  const met = metOfValue(value);
  said(path, value, met, out);
  const note = typeof value === 'string' && met !== null && !/^\W*\w+\W*$/.test(value) ? value : undefined;
  return { check: { criterion: key, met: met === true, ...(note === undefined ? {} : { note }) }, met };
}

/** Read `value` (the envelope's `acceptance`) into checks, recording which are unclear. */
export function readAcceptance(value: unknown, out: Problems): AcceptanceRead {
  const read: AcceptanceRead = { checks: [], unclear: [] };
  const push = (item: { check: AcceptanceCheck; met: MetReading } | null): void => {
    if (item === null) return;
    if (item.met === null) read.unclear.push(read.checks.length);
    read.checks.push(item.check);
  };
  if (value === undefined) return read;
  if (isRecord(value) && keysIn(value, CRITERION_KEYS).length === 0) {
    out.warn('result-value-coerced', `acceptance is an object; each key was read as a criterion and its value as the verdict. ${NEXT_TIME} (acceptance a JSON array ${WAY}).`);
    for (const [k, v] of Object.entries(value)) push(mapEntry(k, v, `acceptance.${k.slice(0, 40)}`, out));
    return read;
  }
  if (!Array.isArray(value)) {
    if (value === null) {
      out.warn('result-invalid-field', `acceptance is null; expected an array, so [] was taken. ${NEXT_TIME} (acceptance a JSON array, [] when empty).`);
      return read;
    }
    out.warn('result-value-coerced', `acceptance is ${describe(value)}; expected an array, so it was read as a one-item list. ${NEXT_TIME} (acceptance a JSON array).`);
  }
  const list: unknown[] = Array.isArray(value) ? value : [value];
  list.forEach((item, i) => {
    const path = `acceptance[${i}]`;
    if (typeof item === 'string') push(lineItem(item, path, out));
    else if (isRecord(item)) push(objectItem(item, path, out, null));
    else out.warn('result-invalid-field', `${path} is ${describe(item)}; expected an acceptance object, so it was dropped. Fix: write {criterion, met, note?}.`);
  });
  return read;
}
