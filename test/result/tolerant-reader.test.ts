import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { MAX_JSON5_CHARS } from '../../lib/result/find-json.js';
import { parseResultFile, type ResultFileParse, type ResultSource } from '../../lib/result/index.js';
import { ruleIdsIn } from '../../lib/diagnostics/index.js';
import { ResultEnvelope } from '../../lib/schema/index.js';

// Issue 13: tolerant on format, strict on verdicts. Each row is what a real sub-agent
// might write, and what the reader must take from it.

const FULL = {
  status: 'DONE',
  summary: 'Added the parser.',
  findings: [],
  evidence: ['npm test: 12 passed'],
  filesModified: ['lib/a.ts'],
  recommendation: 'Proceed.',
  acceptance: [{ criterion: 'Tests pass', met: true }],
};
const full = JSON.stringify(FULL, null, 2);
const withStatus = (status: string): string => JSON.stringify({ ...FULL, status });

interface Row {
  name: string;
  text: string;
  expect?: 'envelope' | 'review';
  status: 'DONE' | 'BLOCKED' | 'ERROR' | null;
  source: ResultSource | null;
  /** The warnings' rule ids, in order (errors are listed in `errors`). */
  warnings: string[];
  errors?: string[];
}

const ROWS: Row[] = [
  { name: 'bare JSON', text: full, status: 'DONE', source: 'json', warnings: [] },
  { name: '```json fence', text: `Result:\n\`\`\`json\n${full}\n\`\`\`\n`, status: 'DONE', source: 'json', warnings: [] },
  { name: 'untagged fence', text: `\`\`\`\n${full}\n\`\`\``, status: 'DONE', source: 'json', warnings: [] },
  { name: 'prose before and after', text: `I am done. Here it is:\n${full}\nThanks!`, status: 'DONE', source: 'json', warnings: ['result-json-repaired'] },
  { name: 'JSON then prose', text: `${full}\n\nLet me know if you need anything.`, status: 'DONE', source: 'json', warnings: ['result-json-repaired'] },
  { name: 'braces in strings and prose', text: `Used {x} here.\n{"status": "DONE", "summary": "a } inside { a string"}`, status: 'DONE', source: 'json', warnings: ['result-json-repaired'] },
  { name: 'trailing comma', text: '{"status": "DONE", "summary": "ok", "evidence": ["a",],}', status: 'DONE', source: 'json', warnings: ['result-json-repaired'] },
  { name: 'comments and single quotes', text: "```json\n{\n  // my result\n  'status': 'BLOCKED', 'summary': 'need the key' /* sorry */\n}\n```", status: 'BLOCKED', source: 'json', warnings: ['result-json-repaired'] },
  { name: 'lower-case done', text: withStatus('done'), status: 'DONE', source: 'json', warnings: ['result-status-synonym'] },
  { name: 'success', text: withStatus('Success'), status: 'DONE', source: 'json', warnings: ['result-status-synonym'] },
  { name: 'completed', text: withStatus('COMPLETED'), status: 'DONE', source: 'json', warnings: ['result-status-synonym'] },
  { name: 'needs_input', text: withStatus('needs_input'), status: 'BLOCKED', source: 'json', warnings: ['result-status-synonym'] },
  { name: 'needs human', text: withStatus('Needs Human'), status: 'BLOCKED', source: 'json', warnings: ['result-status-synonym'] },
  { name: 'status FAIL is ERROR, never DONE', text: withStatus('FAIL'), status: 'ERROR', source: 'json', warnings: ['result-status-synonym'] },
  { name: 'status failed is ERROR', text: withStatus('failed'), status: 'ERROR', source: 'json', warnings: ['result-status-synonym'] },
  { name: 'only status and summary', text: '{"status": "DONE", "summary": "did it"}', status: 'DONE', source: 'json', warnings: [] },
  { name: 'missing summary', text: '{"status": "ERROR"}', status: 'ERROR', source: 'json', warnings: ['result-missing-field'] },
  { name: 'evidence as one string', text: '{"status": "DONE", "summary": "s", "evidence": "ran tests"}', status: 'DONE', source: 'json', warnings: ['result-value-coerced'] },
  { name: 'line as a numeric string', text: '{"status": "DONE", "summary": "s", "findings": [{"severity": "suggestion", "description": "d", "line": "12"}]}', status: 'DONE', source: 'json', warnings: ['result-value-coerced'] },
  { name: 'unknown keys', text: '{"status": "DONE", "summary": "s", "confidence": 0.9, "notes": "x"}', status: 'DONE', source: 'json', warnings: ['result-unknown-field'] },
  { name: 'severity words', text: '{"status": "DONE", "summary": "s", "findings": [{"severity": "Critical", "description": "a"}, {"severity": "nit", "description": "b"}, {"severity": "MEDIUM", "description": "c"}]}', status: 'DONE', source: 'json', warnings: ['result-severity-mapped', 'result-severity-mapped', 'result-severity-mapped'] },
  { name: 'unmappable severity', text: '{"status": "DONE", "summary": "s", "findings": [{"severity": "scary", "description": "a"}]}', status: 'DONE', source: 'json', warnings: ['result-severity-mapped'] },
  { name: 'met as strings', text: '{"status": "DONE", "summary": "s", "acceptance": [{"criterion": "a", "met": "yes"}, {"criterion": "b", "met": "False"}]}', status: 'DONE', source: 'json', warnings: ['result-value-coerced', 'result-value-coerced'] },
  { name: 'met missing', text: '{"status": "DONE", "summary": "s", "acceptance": [{"criterion": "a"}]}', status: 'DONE', source: 'json', warnings: ['result-missing-field'] },
  { name: 'envelope inside prose says BLOCKED', text: `All done, everything works!\n\n{"status": "blocked", "summary": "no credentials"}\n`, status: 'BLOCKED', source: 'json', warnings: ['result-json-repaired', 'result-status-synonym'] },
  { name: 'prose BLOCKED first, DONE later', text: '## Summary\n\nBLOCKED: the API key is missing.\n\nOnce it is there, the rest is DONE.', status: 'BLOCKED', source: 'prose', warnings: ['result-prose-status'] },
  { name: 'prose Status: done', text: 'Status: done - added the parser and its tests', status: 'DONE', source: 'prose', warnings: ['result-prose-status'] },
  { name: 'prose **Status:** Failed', text: '# Result\n\n**Status:** Failed\n\nThe build broke.', status: 'ERROR', source: 'prose', warnings: ['result-prose-status'] },
  { name: 'prose ERROR alone', text: 'ERROR\nnpm test exits 1', status: 'ERROR', source: 'prose', warnings: ['result-prose-status'] },
  { name: 'prose needs input', text: 'Needs input: which database?', status: 'BLOCKED', source: 'prose', warnings: ['result-prose-status'] },
  { name: 'prose with no status', text: '## Summary\n\nI implemented the parser and all tests pass.', expect: 'envelope', status: null, source: 'prose', warnings: ['result-prose-only'] },
  { name: 'a word merely starting with a status word', text: 'Okay, so I looked at it.', status: null, source: 'prose', warnings: ['result-prose-only'] },
  { name: 'unrecognizable status, no prose status', text: withStatus('FINISHED'), status: null, source: 'json', warnings: [], errors: ['result-invalid-field'] },
  { name: 'no status at all', text: '{"summary": "did things", "evidence": []}', status: null, source: 'json', warnings: [], errors: ['result-missing-field'] },
  { name: 'bad JSON status but prose states one', text: 'BLOCKED - cannot reach the registry\n```json\n{"status": "stuck", "summary": "x"}\n```', status: 'BLOCKED', source: 'prose', warnings: ['result-prose-status'] },
  { name: 'a non-envelope object in prose', text: 'I set the config to {"retries": 3} and it works.', status: null, source: 'prose', warnings: ['result-prose-only'] },
  { name: 'empty', text: '   \n', status: null, source: null, warnings: [], errors: ['result-unreadable'] },
  { name: 'binary', text: 'ab\u0000cd', status: null, source: null, warnings: [], errors: ['result-unreadable'] },
  { name: 'truncated JSON', text: '{"status": "DONE", "summ', status: null, source: null, warnings: [], errors: ['result-unreadable'] },
];

function parse(text: string, expectKind?: 'envelope' | 'review'): ResultFileParse {
  const r = parseResultFile(text, expectKind === undefined ? {} : { expect: expectKind });
  if (r.envelope !== null) expect(Value.Check(ResultEnvelope, r.envelope)).toBe(true);
  for (const d of r.diagnostics) expect(ruleIdsIn('result') as readonly string[]).toContain(d.ruleId);
  return r;
}

describe('parseResultFile: tolerant of sloppy results (issue 13)', () => {
  it('has at least 25 rows', () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(25);
  });

  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => {
    const r = parse(row.text, row.expect);
    expect(r.envelope?.status ?? null).toBe(row.status);
    expect(r.source).toBe(row.source);
    expect(r.diagnostics.filter((d) => d.severity === 'warning').map((d) => d.ruleId)).toEqual(row.warnings);
    expect(r.diagnostics.filter((d) => d.severity === 'error').map((d) => d.ruleId)).toEqual(row.errors ?? []);
    expect(r.diagnostics.every((d) => d.severity !== 'info')).toBe(true);
    if (row.source === 'prose' && row.status === null) expect(r.prose).toBe(row.text.trim());
    else expect(r.prose).toBeNull();
  });
});

describe('parseResultFile: what the repairs take', () => {
  it('fills the defaults and converts values', () => {
    const r = parse('{"status": "ok", "summary": "s", "evidence": "ran tests", "findings": [{"severity": "low", "description": "d", "line": "12"}]}');
    expect(r.envelope).toEqual({
      status: 'DONE',
      summary: 's',
      findings: [{ severity: 'suggestion', description: 'd', line: 12 }],
      evidence: ['ran tests'],
      filesModified: [],
      recommendation: '',
      acceptance: [],
    });
  });

  it('maps severities strictly: an unknown word is required, never softer', () => {
    const words = { info: 'suggestion', Note: 'suggestion', NIT: 'suggestion', minor: 'suggestion', low: 'suggestion', critical: 'blocking', High: 'blocking', major: 'blocking', blocker: 'blocking', medium: 'required', Moderate: 'required', whatever: 'required' };
    for (const [word, severity] of Object.entries(words)) {
      const r = parse(JSON.stringify({ status: 'DONE', summary: '', findings: [{ severity: word, description: 'x' }] }));
      expect(r.envelope?.findings[0]?.severity, word).toBe(severity);
    }
    const unknown = parse(JSON.stringify({ status: 'DONE', summary: '', findings: [{ severity: 'whatever', description: 'x' }] }));
    expect(unknown.diagnostics[0]?.message).toContain('never read as softer than required');
  });

  it('reads a missing met as unclear (not met, never "marked not met"), and says so', () => {
    const r = parse('{"status": "DONE", "summary": "", "acceptance": [{"criterion": "a"}, {"criterion": "b", "met": "no"}, {"criterion": "c", "met": "TRUE"}]}');
    expect(r.envelope?.acceptance.map((a) => a.met)).toEqual([false, false, true]);
    expect(r.unclear).toEqual([0]);
    expect(r.diagnostics[0]?.message).toMatch(/^acceptance\[0\]\.met is missing; the criterion is unclear/);
  });

  it('names the dropped keys and says how to write it next time', () => {
    const r = parse('{"status": "DONE", "summary": "s", "confidence": 0.9, "notes": "x"}');
    expect(r.diagnostics[0]?.message).toContain('confidence, notes');
    const synonym = parse(withStatus('done'));
    expect(synonym.diagnostics[0]?.message).toMatch(/status is the string "done"; it was read as "DONE"\. Next time/);
  });

  it('synthesizes an envelope from prose with a stated status, the prose (≤ 4000 chars) as summary', () => {
    const long = `BLOCKED: ${'x'.repeat(5000)}`;
    const r = parse(`\n\n${long}\n`);
    expect(r.envelope).toMatchObject({ status: 'BLOCKED', findings: [], evidence: [], filesModified: [], acceptance: [] });
    expect(r.envelope?.summary.length).toBeLessThanOrEqual(4000);
    expect(r.envelope?.summary.startsWith('BLOCKED: xxx')).toBe(true);
    const prose = parse(`Nothing to report. ${'y'.repeat(5000)}`);
    expect(prose.prose?.length).toBeLessThanOrEqual(4000);
  });
});

describe('parseResultFile: JSON5 has a size bound', () => {
  it('reads JSON5 slips up to MAX_JSON5_CHARS, past it only strict JSON (JSON5 is slow on hostile input)', () => {
    const sloppy = (size: number): string => `{"status": "DONE", "summary": "${'x'.repeat(size - 40)}",}`;
    const small = parse(sloppy(MAX_JSON5_CHARS - 100));
    expect(small.envelope?.status).toBe('DONE');
    expect(small.diagnostics.map((d) => d.ruleId)).toEqual(['result-json-repaired']);
    const large = parse(sloppy(MAX_JSON5_CHARS + 100));
    expect(large.envelope).toBeNull();
    expect(large.diagnostics.map((d) => d.ruleId)).toEqual(['result-unreadable']);
  });
});

describe('parseResultFile: expect', () => {
  const review = '## Summary\n\nI implemented the feature.\n\n## Findings\n### Blocking\n- None\n### Required Changes\n- None\n### Suggestions\n- None\n### Summary\nPASS\n';

  it("expect 'envelope' never reads the text as a review", () => {
    expect(parse(review).source).toBe('review-markdown');
    expect(parse(review, 'review').source).toBe('review-markdown');
    const r = parse(review, 'envelope');
    expect(r).toMatchObject({ envelope: null, source: 'prose', prose: review.trim() });
    expect(r.diagnostics.map((d) => d.ruleId)).toEqual(['result-prose-only']);
  });

  it("expect 'envelope' still reads a stated status, and JSON in the text", () => {
    expect(parse('## Summary\n\nDone: the feature works.', 'envelope').envelope?.status).toBe('DONE');
    expect(parse(`## Summary\n\n\`\`\`json\n${full}\n\`\`\``, 'envelope').envelope).toEqual(FULL);
  });

  it("expect 'review' reads a JSON envelope too", () => {
    expect(parse(full, 'review').envelope).toEqual(FULL);
  });
});
