// The one print of every command's document (lib/render/document.ts, issue 29 item 2): the
// layout by kind, and the redaction of both the JSON and the person's text.
import { describe, expect, it } from 'vitest';
import { documentText } from '../../lib/render/document.js';
import { FAKE } from '../secrets/fixtures.js';

const doc = { schemaVersion: 1, note: `key ${FAKE.aws}`, n: 2 };
const human = (d: typeof doc): string => `note: ${d.note}; raw: ${FAKE.aws}\n`;

describe('documentText', () => {
  it('lays a run-protocol report out on one line and every other document indented, redacted either way', () => {
    expect(documentText(true, doc, { layout: 'compact', human })).toBe('{"schemaVersion":1,"note":"key [REDACTED:aws-access-key-id]","n":2}\n');
    expect(documentText(true, doc, { layout: 'indented', human })).toBe('{\n  "schemaVersion": 1,\n  "note": "key [REDACTED:aws-access-key-id]",\n  "n": 2\n}\n');
  });

  it("renders the person's text from the redacted document and redacts what the renderer adds", () => {
    expect(documentText(false, doc, { layout: 'indented', human })).toBe('note: key [REDACTED:aws-access-key-id]; raw: [REDACTED:aws-access-key-id]\n');
  });

  it("uses the document's own redaction where it has one", () => {
    const keepN = (d: typeof doc): typeof doc => ({ ...d, note: 'kept apart' });
    expect(documentText(true, doc, { layout: 'compact', human, redact: keepN })).toBe('{"schemaVersion":1,"note":"kept apart","n":2}\n');
  });
});
