import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { parseResultFile, type ResultFileParse } from '../../lib/result/index.js';
import { ruleIdsIn } from '../../lib/diagnostics/index.js';
import { ResultEnvelope, SCHEMAS } from '../../lib/schema/index.js';

const VALID = {
  status: 'DONE',
  summary: 'Added the parser and its tests.',
  findings: [{ severity: 'suggestion', description: 'Consider caching', file: 'lib/a.ts', line: 3 }],
  evidence: ['npx vitest run test/result: 12 passed'],
  filesModified: ['lib/a.ts'],
  recommendation: 'Proceed to review.',
  acceptance: [{ criterion: 'Tests pass', met: true, note: 'all green' }],
};

/** Parse, and hold every returned envelope to the published schema. */
function parse(text: string): ResultFileParse {
  const result = parseResultFile(text);
  if (result.envelope !== null) expect(Value.Check(ResultEnvelope, result.envelope)).toBe(true);
  for (const d of result.diagnostics) expect(ruleIdsIn('result') as readonly string[]).toContain(d.ruleId);
  return result;
}

const problems = (r: ResultFileParse): [string, string][] =>
  r.diagnostics.map((d) => [d.ruleId, d.message.split(' ')[0] ?? ''] as [string, string]);

const withField = (key: string, value: unknown): string => JSON.stringify({ ...VALID, [key]: value });

describe('parseResultFile: JSON envelope', () => {
  it('is registered as result-envelope', () => {
    expect(SCHEMAS['result-envelope']).toBe(ResultEnvelope);
  });

  it('accepts a full valid envelope', () => {
    const r = parse(JSON.stringify(VALID, null, 2));
    expect(r).toEqual({ envelope: VALID, source: 'json', prose: null, diagnostics: [] });
  });

  it('accepts empty arrays and no optional keys', () => {
    const minimal = { status: 'BLOCKED', summary: '', findings: [], evidence: [], filesModified: [], recommendation: '', acceptance: [] };
    expect(parse(JSON.stringify(minimal)).envelope).toEqual(minimal);
  });

  it('rejects a wrong status', () => {
    const r = parse(withField('status', 'FINISHED'));
    expect(r.envelope).toBeNull();
    expect(r.source).toBe('json');
    expect(problems(r)).toEqual([['result-invalid-field', 'status']]);
    expect(r.diagnostics[0]?.message).toContain('"DONE", "BLOCKED", "ERROR"');
    expect(r.diagnostics[0]).toMatchObject({ severity: 'error', line: 1, column: 1 });
  });

  it('reads a missing summary as "" with a warning (issue 13: was an error)', () => {
    const { summary: _summary, ...rest } = VALID;
    const r = parse(JSON.stringify(rest));
    expect(r.envelope).toEqual({ ...VALID, summary: '' });
    expect(problems(r)).toEqual([['result-missing-field', 'summary']]);
    expect(r.diagnostics[0]?.severity).toBe('warning');
  });

  it('repairs a finding without description, naming its path', () => {
    const r = parse(withField('findings', [VALID.findings[0], { severity: 'blocking' }, { severity: 'major', description: 'x', line: 0 }]));
    expect(problems(r)).toEqual([
      ['result-missing-field', 'findings[1].description'],
      ['result-severity-mapped', 'findings[2].severity'],
      ['result-invalid-field', 'findings[2].line'],
    ]);
  });

  it('reads one string as a one-item filesModified, drops non-string evidence items', () => {
    const one = parse(withField('filesModified', 'lib/a.ts'));
    expect(problems(one)).toEqual([['result-value-coerced', 'filesModified']]);
    expect(one.envelope?.filesModified).toEqual(['lib/a.ts']);
    expect(problems(parse(withField('evidence', ['ok', 42])))).toEqual([['result-invalid-field', 'evidence[1]']]);
  });

  it('repairs acceptance items ("yes" → true), dropping unknown keys', () => {
    const r = parse(withField('acceptance', [{ criterion: 'Tests pass', met: 'yes', extra: 1 }]));
    expect(r.envelope?.acceptance).toEqual([{ criterion: 'Tests pass', met: true }]);
    expect(problems(r)).toEqual([
      ['result-value-coerced', 'acceptance[0].met'],
      ['result-unknown-field', 'acceptance[0].extra'],
    ]);
  });

  it('drops an extra key with a warning (the envelope is closed)', () => {
    const r = parse(withField('confidence', 0.9));
    expect(r.envelope).toEqual(VALID);
    expect(r.diagnostics[0]?.severity).toBe('warning');
    expect(problems(r)).toEqual([['result-unknown-field', 'confidence']]);
  });

  it('rejects a root that is not an object', () => {
    expect(problems(parse('[1, 2]'))).toEqual([['result-invalid-field', 'The']]);
  });

  it('reads JSON inside a ```json fence, positioned at the fence content', () => {
    const text = `Here is my result:\n\n\`\`\`json\n${JSON.stringify(VALID, null, 2)}\n\`\`\`\n`;
    expect(parse(text)).toEqual({ envelope: VALID, source: 'json', prose: null, diagnostics: [] });
    const bad = parse(`Result:\n\`\`\`json\n${withField('status', 'OK')}\n\`\`\``);
    expect(bad.diagnostics).toMatchObject([{ ruleId: 'result-status-synonym', severity: 'warning', line: 3, column: 1 }]);
    expect(bad.envelope?.status).toBe('DONE');
    const wrong = parse(`Result:\n\`\`\`json\n${withField('status', 'FINISHED')}\n\`\`\``);
    expect(wrong.diagnostics).toMatchObject([{ ruleId: 'result-invalid-field', severity: 'error', line: 3, column: 1 }]);
  });

  it('reads an untagged fence holding an object, and CRLF', () => {
    const text = `Done.\r\n\`\`\`\r\n${JSON.stringify(VALID)}\r\n\`\`\`\r\n`;
    expect(parse(text).envelope).toEqual(VALID);
  });
});

describe('parseResultFile: review markdown', () => {
  it('turns a FAIL review into an envelope', () => {
    const md = [
      '## Findings',
      '### Blocking',
      '- Null dereference on empty input — src/a.ts:12',
      '### Required Changes',
      '- Add a test for CRLF - test/b.test.ts:3',
      '### Suggestions',
      '- None',
      '### Summary',
      'FAIL',
    ].join('\n');
    expect(parse(md)).toEqual({
      envelope: {
        status: 'DONE',
        summary: 'Review FAIL: 1 blocking, 1 required, 0 suggestion(s)',
        findings: [
          { severity: 'blocking', description: 'Null dereference on empty input', file: 'src/a.ts', line: 12 },
          { severity: 'required', description: 'Add a test for CRLF', file: 'test/b.test.ts', line: 3 },
        ],
        evidence: [],
        filesModified: [],
        recommendation: 'Fix every Blocking and Required Changes item, then review again.',
        acceptance: [],
      },
      source: 'review-markdown',
      prose: null,
      diagnostics: [],
      verdict: 'FAIL',
    });
  });

  it('turns a PASS review into an envelope', () => {
    const md = '## Findings\n### Blocking\nNone\n### Required Changes\n- none\n### Suggestions\n- Rename x\n### Summary\nPASS\n';
    const r = parse(md);
    expect(r.envelope?.summary).toBe('Review PASS with 1 suggestion(s)');
    expect(r.envelope?.findings).toEqual([{ severity: 'suggestion', description: 'Rename x' }]);
    expect(r.diagnostics).toEqual([]);
  });
});

describe('parseResultFile: unreadable input', () => {
  it.each([
    ['empty', ''],
    ['whitespace', '  \n\t\n'],
    ['binary', 'PK\u0003\u0004\u0000\u0000garbage'],
    ['broken JSON', '{"status": "DONE", '],
    ['broken fenced JSON', '```json\n{ nope }\n```'],
  ])('%s → result-unreadable', (_name, text) => {
    const r = parse(text);
    expect(r.envelope).toBeNull();
    expect(r.source).toBeNull();
    expect(r.diagnostics.map((d) => [d.ruleId, d.severity])).toEqual([['result-unreadable', 'error']]);
  });

  it('keeps prose without a stated status as prose, with a warning (issue 13: was result-unreadable)', () => {
    const r = parse('I finished the task, everything works.');
    expect(r).toMatchObject({ envelope: null, source: 'prose', prose: 'I finished the task, everything works.' });
    expect(r.diagnostics.map((d) => [d.ruleId, d.severity])).toEqual([['result-prose-only', 'warning']]);
  });

  it('never throws on hostile input', () => {
    const inputs = [
      '['.repeat(200_000),
      '{"a":'.repeat(100_000),
      `{"findings": ${'['.repeat(50_000)}${']'.repeat(50_000)}}`,
      'x'.repeat(2_000_000),
      `## Blocking\n- ${' -'.repeat(100_000)} a:1`,
      `## Blocking\n- a ${':1'.repeat(100_000)}`,
      `# ${'#'.repeat(100_000)}`,
      String.fromCharCode(...Array.from({ length: 256 }, (_v, i) => i)),
      JSON.stringify({ ...VALID, findings: Array.from({ length: 1000 }, () => ({ severity: 'x' })) }),
    ];
    for (const input of inputs) {
      const r = parse(input);
      expect(Array.isArray(r.diagnostics)).toBe(true);
    }
    const many = parse(JSON.stringify({ ...VALID, findings: Array.from({ length: 1000 }, () => ({ severity: 'x' })) }));
    expect(many.diagnostics).toHaveLength(51);
    expect(parseResultFile(undefined as unknown as string).diagnostics[0]?.ruleId).toBe('result-unreadable');
  });
});
