// From per-function CC to the meter's verdict for one file (lib/complexity/types.ts).
import { DEFAULT_CC_THRESHOLD, MAX_MEASURED_BYTES } from '../types.js';
import type { FileComplexity, FunctionComplexity, SkippedFile } from '../types.js';
import type { TreeSitterLanguage } from './language.js';

export function fileComplexity(
  file: string,
  language: TreeSitterLanguage,
  functions: FunctionComplexity[],
  threshold: number = DEFAULT_CC_THRESHOLD,
): FileComplexity {
  let total = 0;
  let highMass = 0;
  for (const fn of functions) {
    total += fn.complexity;
    if (fn.complexity > threshold) highMass += fn.complexity;
  }
  return { file, language, functions, total, highMass };
}

const FATAL_UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Decodes a file's bytes for measuring, or says why it is skipped: larger than 2 MB, binary
 * (a NUL byte in the first 8 KiB), or not UTF-8. A leading BOM is dropped.
 */
export function decodeSource(file: string, bytes: Uint8Array): { ok: true; text: string } | { ok: false; skipped: SkippedFile } {
  if (bytes.byteLength > MAX_MEASURED_BYTES) {
    return { ok: false, skipped: { file, reason: 'too-large', detail: `${bytes.byteLength} bytes, over the ${MAX_MEASURED_BYTES}-byte limit` } };
  }
  const head = bytes.subarray(0, 8192);
  if (head.includes(0)) return { ok: false, skipped: { file, reason: 'binary', detail: 'contains a NUL byte' } };
  try {
    const text = FATAL_UTF8.decode(bytes);
    return { ok: true, text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text };
  } catch {
    return { ok: false, skipped: { file, reason: 'not-utf8', detail: 'not valid UTF-8' } };
  }
}

