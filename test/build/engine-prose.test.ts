// The engine returns facts and words happen once, at the edge (docs/design.md#architecture):
// lib/run takes no `words` parameter and builds no sentence. A sentence here is a template
// literal or a `+` concatenation whose fixed text holds three words in a row, or a plain string
// shaped as one (three words in a row, and a capital start, an end stop or five words); each file of
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

/** A plain string shaped as a sentence: a capital start, a full stop (or ! or ?) at its end, or five words. */
const SENTENCE_SHAPE = (t: string): boolean => /^[A-Z][a-z]/.test(t) || /[.!?]$/.test(t.trim()) || t.trim().split(/\s+/).length >= 5;

/** A string literal standing alone as a value (not an import's, a type's or a `+` operand, which fixedText judges). */
function plainText(node: ts.Node): string | null {
  if (!ts.isStringLiteral(node) && !ts.isNoSubstitutionTemplateLiteral(node)) return null;
  const parent = node.parent;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isLiteralTypeNode(parent)) return null;
  if (ts.isBinaryExpression(parent) && parent.operatorToken.kind === ts.SyntaxKind.PlusToken) return null;
  return node.text;
}

/** Two words standing alone in a template's fixed text (`Attempt ${n} reported ${status}: …`): words around values. */
const WORDED_TEMPLATE = (parts: readonly string[]): boolean =>
  parts.flatMap((t) => t.split(/\s+/)).filter((w) => /^\(?[A-Za-z]{3,}[:;,.)]?$/.test(w)).length >= 2;

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
    const fixed = fixedText(n);
    if (fixed !== null && (fixed.some((t) => PROSE.test(t)) || (ts.isTemplateExpression(n) && WORDED_TEMPLATE(fixed)))) found.sentences.push(line(n));
    const plain = plainText(n);
    if (plain !== null && PROSE.test(plain) && SENTENCE_SHAPE(plain)) found.sentences.push(line(n));
    ts.forEachChild(n, visit);
  };
  visit(source);
  return { words: found.words, sentences: [...new Set(found.sentences)] };
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
      "const summary = p.handoff ? 'Done by hand (Escalate: true); gates passed.' : null;",
      "const WHY = { 'not-assessed': 'is not assessed in the result' };",
      'const line = `Attempt ${a.attempt} reported ${a.status}: ${summary} (changed ${files})`;',
    ].join('\n');
    expect(sentenceSites('old.ts', old)).toEqual({ words: [1], sentences: [2, 3, 4, 5, 6] });
    // Paths, ids, flags and command lines are not prose.
    const data = [
      'const log = `${runDir}/gates/${id}-${token}.log`;',
      'const id = `${key}.escalate${at}`;',
      'const run = `${invocation} spawned ${runId} ${actionId} --model ${m}`;',
      // Codes with spaces, a placeholder in a command line, a type's literal: not sentences.
      "const kind = named ? 'named by the checks' : 'test process patch';",
      "const reject = quote(['<file holding the note>']);",
      "type Kind = 'inline disable is here now and then';",
      'const pattern = `\\bObject\\.(?:assign|defineProperty)[ \\t]*\\(${name}\\b`;',
    ].join('\n');
    expect(sentenceSites('data.ts', data)).toEqual({ words: [], sentences: [] });
  });
});
