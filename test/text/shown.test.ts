import { describe, expect, it } from 'vitest';
import { validateGate } from '../../lib/gate/index.js';
import { confirmGatesQuestion } from '../../lib/render/ask-question.js';
import type { RunState } from '../../lib/schema/index.js';
import { collapsedBlanks, shownText } from '../../lib/text/shown.js';

const ESC = '\u001b';

describe('shownText: human output with terminal escapes and control characters taken out (issue 45 item 4)', () => {
  it.each([
    [`${ESC}[2J${ESC}[Hdeploy`, 'deploy'],
    [`${ESC}[31mred${ESC}[0m title`, 'red title'],
    [`${ESC}]0;pwned${ESC}\\title`, 'title'],
    [`${ESC}]8;;https://evil.example${ESC}\\click${ESC}]8;;${ESC}\\`, 'click'],
    [`${ESC}]0;pwned\u0007title`, 'title'],
    [`\u009b2Jx`, 'x'],
    [`a\rb\u0008c`, 'abc'],
    [`a\u202eb\u2066c\u200bd\u2028e`, 'abcde'],
    [`${ESC}Pq#0;1${ESC}\\after`, 'after'],
    [`${ESC}cafter`, 'after'],
  ])('%j → %j', (input, shown) => {
    expect(shownText(input)).toBe(shown);
  });

  it('honest twins: text, tabs, newlines and non-ASCII letters are kept as they are', () => {
    for (const text of ['# PRD: Café ünïcode — 日本\n\tindented\nnext line', 'a [ bracket ] and ] more', 'price: 5 € (ESC key)', '']) {
      expect(shownText(text)).toBe(text);
    }
  });

  it('an unterminated OSC sequence takes out the rest of its line only', () => {
    expect(shownText(`title ${ESC}]0;x\nnext line\n`)).toBe('title \nnext line\n');
  });
});

describe('collapsedBlanks: a padded command shown whole (issue 45 item 6)', () => {
  it('writes long runs of spaces and every tab as counts, keeps short runs', () => {
    expect(collapsedBlanks(`npm test${' '.repeat(3000)}--coverage`)).toBe('npm test\\u{20}{3000}--coverage');
    expect(collapsedBlanks('a\tb')).toBe('a\\u{9}b');
    expect(collapsedBlanks('a\t\t  b')).toBe('a\\u{9}{2}\\u{20}{2}b');
    expect(collapsedBlanks('npm  test -- x   y')).toBe('npm  test -- x   y');
  });

  it('the question shows the rest of a command padded with 3,000 spaces, and says how; its honest twin is shown as it is', () => {
    const state = { runId: 'r1', prd: { title: 'T' } } as unknown as RunState;
    const ask = (runs: string): string => confirmGatesQuestion(state, [{ phase: 'build', command: runs, runs }]);
    const padded = `sh scripts/check.sh${' '.repeat(3000)}--then-something-else`;
    expect(validateGate(padded, { shellGate: false }).verdict).toBe('confirm');
    const question = ask(padded);
    expect(question).toContain('sh scripts/check.sh\\u{20}{3000}--then-something-else');
    expect(question).not.toContain('    ');
    expect(question.length).toBeLessThan(1000);
    const twin = ask('sh scripts/check.sh --then-something-else');
    expect(twin).toContain('```sh\nsh scripts/check.sh --then-something-else\n```');
    expect(twin).not.toContain('\\u{20}');
  });
});
