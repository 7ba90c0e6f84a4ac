// The engine returns facts and words happen once, at the edge (docs/design.md#architecture):
// lib/run takes no `words` parameter and builds no sentence. A sentence here is a template
// literal or a `+` concatenation whose fixed text holds three words in a row; each file of
// lib/run must hold exactly the number the list below allows it, with the reason. The list is
// empty and stays so: the engine records codes and data, and lib/text or lib/render words them.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../helpers/source-files.js';

const root = join(import.meta.dirname, '..', '..');

/** Three words of letters in a row: prose, not a path, a flag or a command line. */
const PROSE = /[A-Za-z]{2,}[ ,;:'()]+[A-Za-z]{2,}[ ,;:'()]+[A-Za-z]{2,}/;

/** The fixed text of a template literal or of a `+` with a string operand; null for any other node. */
function fixedText(node: ts.Node): string[] | null {
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)];
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const parts = [node.left, node.right].filter((n) => ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n));
    return parts.length > 0 ? parts.map((n) => (n as ts.StringLiteral).text) : null;
  }
  return null;
}

/** Where `text` takes a `words` parameter or builds a sentence (1-based lines). */
export function sentenceSites(path: string, text: string): { words: number[]; sentences: number[] } {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const line = (n: ts.Node): number => source.getLineAndCharacterOfPosition(n.getStart(source)).line + 1;
  const found = { words: [] as number[], sentences: [] as number[] };
  const visit = (n: ts.Node): void => {
    if (ts.isParameter(n) && ts.isIdentifier(n.name) && n.name.text === 'words') found.words.push(line(n));
    if (fixedText(n)?.some((t) => PROSE.test(t)) === true) found.sentences.push(line(n));
    ts.forEachChild(n, visit);
  };
  visit(source);
  return found;
}

/** Every file of lib/run that still builds sentences, how many, and why: none does. */
const ALLOWED: Record<string, { count: number; why: string }> = {};

describe('lib/run builds no sentence', () => {
  const files = filesUnder(join(root, 'lib/run')).filter((f) => f.endsWith('.ts'));
  const sites = new Map(files.map((f) => [relative(root, f), sentenceSites(f, readFileSync(f, 'utf8'))]));

  it('takes no `words` parameter', () => {
    expect([...sites].flatMap(([f, s]) => s.words.map((l) => `${f}:${l}`))).toEqual([]);
  });

  it('builds sentences only where the list allows, exactly as many as it says', () => {
    const counts = Object.fromEntries([...sites].filter(([, s]) => s.sentences.length > 0).map(([f, s]) => [f, s.sentences.length]));
    expect(counts).toEqual(Object.fromEntries(Object.entries(ALLOWED).map(([f, a]) => [f, a.count])));
  });

  it('finds what it is meant to find', () => {
    const old = [
      'export function reportProgress(state: S, events: E[], now: number, words: W) { return words.progress(state, events, now); }',
      "const reason = (limited ? 'A usage limit was hit: no new sub-agent starts. ' : '') + 'A gate is still running: wait for its exec to finish.';",
      'const detail = `the run has used ${n} of its ${max} sub-agent spawns (max-spawns)`;',
    ].join('\n');
    expect(sentenceSites('old.ts', old)).toEqual({ words: [1], sentences: [2, 3] });
    // Paths, ids, flags and command lines are not prose.
    const data = ['const log = `${runDir}/gates/${id}-${token}.log`;', 'const id = `${key}.escalate${at}`;', 'const run = `${invocation} spawned ${runId} ${actionId} --model ${m}`;'].join('\n');
    expect(sentenceSites('data.ts', data)).toEqual({ words: [], sentences: [] });
  });
});
