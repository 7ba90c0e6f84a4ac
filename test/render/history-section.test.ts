// The run's history in the summary (lib/render/history-section.ts): a cancellation by a refused
// gate confirmation is recorded as a flag beside the human's note, and said as one line.
import { describe, expect, it } from 'vitest';
import { historySection } from '../../lib/render/history-section.js';

const AT = Date.UTC(2026, 0, 1, 10, 0, 0);
const line = (entry: Record<string, unknown>): string => historySection({ history: [{ kind: 'cancelled', at: AT, ...entry } as never] }).join('\n');

describe('a cancellation in the history', () => {
  it('says a refused gate confirmation with the note, and a plain cancel with its note alone', () => {
    expect(line({ note: 'not these', gatesRefused: true })).toContain('cancelled: "the gates were not confirmed: not these"');
    expect(line({ note: null, gatesRefused: true })).toContain('cancelled: "the gates were not confirmed"');
    expect(line({ note: 'stop' })).toContain('cancelled: "stop"');
    expect(line({ note: null })).not.toContain('cancelled:');
  });

  it("says an older log's refusal sentence as it was logged", () => {
    expect(line({ note: 'the gates were not confirmed: not these' })).toContain('cancelled: "the gates were not confirmed: not these"');
  });
});
