// The words of a run's finding: a review's report taken as its one finding is said as such, in the
// fix task, the summary's history and an escalation alike.
import { describe, expect, it } from 'vitest';
import { findingText } from '../../lib/text/finding.js';
import { findingBullet } from '../../lib/task/review-task.js';

describe('findingText', () => {
  it("says a review's report as the report of a review that did not pass; any other finding as it was written", () => {
    expect(findingText({ description: 'Verdict: failed\nThe parser breaks.', report: true })).toBe('The review did not pass; its report says:\nVerdict: failed\nThe parser breaks.');
    expect(findingText({ description: 'Token written to disk' })).toBe('Token written to disk');
    expect(findingBullet({ severity: 'required', description: 'FAIL', report: true })).toBe('- The review did not pass; its report says: FAIL');
  });
});
