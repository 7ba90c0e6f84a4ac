// Cyclomatic complexity of JS/TS/JSX/TSX functions, with exact parity with ESLint's
// `complexity` rule (eslint/lib/rules/complexity.js, classic variant) — docs/design.md#erosion-check.
//
// What ESLint counts, per code path (each starts at 1):
//   if, ?:, && || ??, &&= ||= ??=, for, for-in, for-of, while, do-while, catch,
//   `case X:` (not `default:`), default values (AssignmentPattern: parameters and
//   destructuring), optional member access / call (`?.`, once per `?.`).
// Which code paths are reported: functions (declarations, expressions, arrows, object and class
// methods, getters, setters, constructors), class field initializers (`x = …` in a class body, not
// `accessor x = …`) and class static blocks. The top level (program) is never reported. Method
// keys, computed keys and decorators belong to the enclosing code path, parameters to the function.
//
// The AST is @babel/parser's (not ESTree), so the ESTree shapes ESLint sees are mapped here:
// ObjectMethod / ClassMethod / ClassPrivateMethod are ESTree's Property / MethodDefinition with a
// FunctionExpression value; OptionalMemberExpression / OptionalCallExpression with `optional: true`
// are ESTree's MemberExpression / CallExpression with `optional: true`; ClassProperty /
// ClassPrivateProperty are PropertyDefinition; ClassAccessorProperty is AccessorProperty (no code
// path of its own). TSDeclareFunction / TSDeclareMethod (overloads, abstract, `declare`) have no body
// and no code path, as in typescript-eslint.
//
// Names are ESLint's message names: upperCaseFirst(astUtils.getFunctionNameWithKind(node)), e.g.
// "Function 'foo'", "Async arrow function", "Static private method #x", "Getter 'y'",
// "Constructor", plus "Class field initializer" and "Class static block". ESLint never yields an
// empty name, so `<anonymous>` is not used for JS/TS.
// Positions are the start of ESLint's report location (1-based line and column): the function head
// (getFunctionHeadLoc: the `=>` token for arrows, the property/method start for methods, the node
// start otherwise), the value's start for class field initializers, `static` for static blocks.

import { parse, type ParserOptions, type ParserPlugin } from '@babel/parser';
import {
  DEFAULT_CC_THRESHOLD,
  type FileComplexity,
  type FunctionComplexity,
  type Measured,
} from '../types.js';

export type JsLanguage = 'javascript' | 'typescript';

/**
 * The language of a JS/TS file by extension, or null when it is not one.
 * `.d.ts` (and `.d.mts`/`.d.cts`) files are TypeScript and are measured like any other: they hold
 * declarations only, so they usually report no functions (and cost almost nothing).
 */
export function jsLanguageOf(path: string): JsLanguage | null {
  const ext = extensionOf(path);
  if (ext === '.js' || ext === '.mjs' || ext === '.cjs' || ext === '.jsx') return 'javascript';
  if (ext === '.ts' || ext === '.mts' || ext === '.cts' || ext === '.tsx') return 'typescript';
  return null;
}

function extensionOf(path: string): string {
  const base = path.slice(path.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot).toLowerCase();
}

/** A minimal view of a Babel AST node: enough for a generic walk. */
interface BNode {
  type: string;
  start?: number | null;
  end?: number | null;
  loc?: { start: { line: number; column: number } } | null;
  [key: string]: unknown;
}

interface PathRecord {
  name: string;
  line: number;
  column: number;
  complexity: number;
}

/** Keys never walked: positions, comments, and type-only subtrees (no counted node lives in a type). */
const SKIPPED_KEYS = new Set([
  'type', 'start', 'end', 'loc', 'range', 'extra', 'leadingComments', 'trailingComments', 'innerComments',
  'comments', 'errors', 'tokens',
  'typeAnnotation', 'returnType', 'typeParameters', 'superTypeParameters', 'typeArguments', 'predicate',
]);

const FUNCTION_TYPES = new Set([
  'FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression',
  'ObjectMethod', 'ClassMethod', 'ClassPrivateMethod',
]);

/** Nodes that add one path wherever they appear (ESLint's handlers with no condition). */
const BRANCH_TYPES = new Set([
  'IfStatement', 'ConditionalExpression', 'LogicalExpression', 'ForStatement', 'ForInStatement',
  'ForOfStatement', 'WhileStatement', 'DoWhileStatement', 'CatchClause', 'AssignmentPattern',
]);

function isNode(value: unknown): value is BNode {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

function parserPlugins(path: string, language: JsLanguage, standardDecorators: boolean): ParserPlugin[] {
  const ext = extensionOf(path);
  const plugins: ParserPlugin[] = ['explicitResourceManagement', 'decoratorAutoAccessors'];
  if (language === 'typescript') {
    const dts = /\.d\.[mc]?ts$/i.test(path);
    plugins.push(['typescript', { dts }]);
    if (ext === '.tsx') plugins.push('jsx');
    // TypeScript code mostly uses experimentalDecorators (parameter decorators, `@d export class`).
    plugins.push(standardDecorators ? 'decorators' : 'decorators-legacy');
  } else {
    plugins.push('jsx', 'decorators');
  }
  return plugins;
}

function parseSource(text: string, path: string, language: JsLanguage, standardDecorators: boolean): BNode {
  const ext = extensionOf(path);
  const options: ParserOptions = {
    sourceType: ext === '.mjs' || ext === '.mts' ? 'module' : 'unambiguous',
    errorRecovery: false,
    attachComment: false,
    allowReturnOutsideFunction: true,
    allowAwaitOutsideFunction: true,
    allowNewTargetOutsideFunction: true,
    allowSuperOutsideMethod: true,
    allowUndeclaredExports: true,
    plugins: parserPlugins(path, language, standardDecorators),
  };
  return parse(text, options) as unknown as BNode;
}

/** Parses, retrying TypeScript that has a `@` with standard decorators when legacy decorators failed. */
function parseWithFallback(text: string, path: string, language: JsLanguage): BNode {
  try {
    return parseSource(text, path, language, false);
  } catch (error) {
    // `export @dec class` and other standard-decorator forms fail under decorators-legacy.
    if (language === 'typescript' && text.includes('@')) {
      try {
        return parseSource(text, path, language, true);
      } catch {
        // report the first error
      }
    }
    throw error;
  }
}

function syntaxErrorDetail(error: unknown): string {
  const err = error as { message?: unknown; loc?: { line?: unknown; column?: unknown } };
  const message = String(err?.message ?? error).replace(/\s*\(\d+:\d+\)\s*$/, '').split('\n')[0] ?? '';
  const loc = err?.loc;
  if (loc && typeof loc.line === 'number' && typeof loc.column === 'number') {
    return `${loc.line}:${loc.column + 1}: ${message}`;
  }
  return `parser failed: ${message}`;
}

/**
 * Measures one JS/TS file. `file` is the path relative to the measured root ('/' separators); its
 * extension selects the language and the parser plugins. A file that does not parse is skipped
 * (`syntax-error`, with `line:column` in the detail); a non-JS/TS extension is `unknown-language`.
 */
export function measureJs(text: string, file: string, threshold: number = DEFAULT_CC_THRESHOLD): Measured {
  const language = jsLanguageOf(file);
  if (language === null) {
    return { ok: false, skipped: { file, reason: 'unknown-language', detail: `not a JS/TS extension: ${file}` } };
  }
  // ESLint strips a BOM before parsing; do the same so that line-1 columns agree.
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let ast: BNode;
  try {
    ast = parseWithFallback(source, file, language);
  } catch (error) {
    return { ok: false, skipped: { file, reason: 'syntax-error', detail: syntaxErrorDetail(error) } };
  }
  const functions = collectFunctions(ast, source);
  let total = 0;
  let highMass = 0;
  for (const fn of functions) {
    total += fn.complexity;
    if (fn.complexity > threshold) highMass += fn.complexity;
  }
  const result: FileComplexity = { file, language, functions, total, highMass };
  return { ok: true, file: result };
}

/** Walks the Babel AST (iteratively: no recursion limit on deep expressions) and returns every code path ESLint reports. */
function collectFunctions(ast: BNode, source: string): FunctionComplexity[] {
  const records: PathRecord[] = [];
  const positions = new LinePositions(source);
  const nodes: BNode[] = [ast];
  const owners: (PathRecord | null)[] = [null];
  const parents: (BNode | null)[] = [null];

  const open = (name: string, line: number, column: number): PathRecord => {
    const record: PathRecord = { name, line, column, complexity: 1 };
    records.push(record);
    return record;
  };
  const push = (value: unknown, owner: PathRecord | null, parent: BNode): void => {
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) {
        const item: unknown = value[i];
        if (isNode(item)) {
          nodes.push(item);
          owners.push(owner);
          parents.push(parent);
        }
      }
    } else if (isNode(value)) {
      nodes.push(value);
      owners.push(owner);
      parents.push(parent);
    }
  };
  const pushChildren = (node: BNode, owner: PathRecord | null, except?: Set<string>): void => {
    for (const key in node) {
      if (SKIPPED_KEYS.has(key) || except?.has(key)) continue;
      push(node[key], owner, node);
    }
  };

  while (nodes.length > 0) {
    const node = nodes.pop() as BNode;
    const owner = owners.pop() as PathRecord | null;
    const parent = parents.pop() as BNode | null;
    const type = node.type;

    if (owner !== null && countsAsBranch(node)) owner.complexity++;

    if (FUNCTION_TYPES.has(type)) {
      const head = functionHead(node, parent, source, positions);
      const record = open(head.name, head.line, head.column);
      if (type === 'ObjectMethod' || type === 'ClassMethod' || type === 'ClassPrivateMethod') {
        // key and decorators are evaluated in the enclosing code path
        push(node.decorators, owner, node);
        push(node.key, owner, node);
      }
      push(node.params, record, node);
      push(node.body, record, node);
      continue;
    }
    if (type === 'StaticBlock') {
      const start = startOf(node);
      const record = open('Class static block', start.line, start.column);
      push(node.body, record, node);
      continue;
    }
    if ((type === 'ClassProperty' || type === 'ClassPrivateProperty') && isNode(node.value)) {
      push(node.decorators, owner, node);
      push(node.key, owner, node);
      const start = startOf(node.value);
      const record = open('Class field initializer', start.line, start.column);
      push(node.value, record, node);
      continue;
    }
    pushChildren(node, owner);
  }

  return records
    .map((r) => ({ name: r.name, line: r.line, column: r.column, complexity: r.complexity }))
    .sort((a, b) => a.line - b.line || a.column - b.column);
}

function countsAsBranch(node: BNode): boolean {
  const type = node.type;
  if (BRANCH_TYPES.has(type)) return true;
  switch (type) {
    case 'SwitchCase':
      return node.test !== null && node.test !== undefined;
    case 'AssignmentExpression':
      return node.operator === '&&=' || node.operator === '||=' || node.operator === '??=';
    case 'OptionalMemberExpression':
    case 'OptionalCallExpression':
    case 'MemberExpression':
    case 'CallExpression':
      return node.optional === true;
    default:
      return false;
  }
}

function startOf(node: BNode): { line: number; column: number } {
  const start = node.loc?.start;
  return start ? { line: start.line, column: start.column + 1 } : { line: 0, column: 0 };
}

/** ESTree's view of a function's parent, as getFunctionNameWithKind / getFunctionHeadLoc see it. */
interface EstreeParent {
  kind: 'Property' | 'MethodDefinition' | 'PropertyDefinition';
  /** Node whose start is the ESTree parent's start. */
  startNode: BNode;
  methodKind: string;
  isStatic: boolean;
  computed: boolean;
  key: BNode | null;
}

function estreeParentOf(fn: BNode, parent: BNode | null): EstreeParent | null {
  const key = isNode(fn.key) ? fn.key : null;
  switch (fn.type) {
    case 'ObjectMethod':
      return { kind: 'Property', startNode: fn, methodKind: String(fn.kind), isStatic: false, computed: fn.computed === true, key };
    case 'ClassMethod':
    case 'ClassPrivateMethod':
      return {
        kind: 'MethodDefinition', startNode: fn, methodKind: String(fn.kind),
        isStatic: fn.static === true, computed: fn.computed === true, key,
      };
    default:
      break;
  }
  if (parent === null || parent.value !== fn) return null;
  const parentKey = isNode(parent.key) ? parent.key : null;
  if (parent.type === 'ObjectProperty') {
    return { kind: 'Property', startNode: parent, methodKind: 'init', isStatic: false, computed: parent.computed === true, key: parentKey };
  }
  if (parent.type === 'ClassProperty' || parent.type === 'ClassPrivateProperty') {
    return {
      kind: 'PropertyDefinition', startNode: parent, methodKind: 'init',
      isStatic: parent.static === true, computed: parent.computed === true, key: parentKey,
    };
  }
  return null;
}

function privateName(key: BNode | null): string | null {
  if (key?.type !== 'PrivateName') return null;
  const id = key.id as BNode | undefined;
  return typeof id?.name === 'string' ? id.name : null;
}

/** astUtils.getStaticStringValue over Babel literal nodes. */
function staticStringValue(node: BNode): string | null {
  switch (node.type) {
    case 'StringLiteral':
      return String(node.value);
    case 'NumericLiteral':
    case 'BooleanLiteral':
      return String(node.value);
    case 'NullLiteral':
      return 'null';
    case 'RegExpLiteral':
      return `/${String(node.pattern)}/${String(node.flags)}`;
    case 'BigIntLiteral':
      try {
        return BigInt(String(node.value)).toString();
      } catch {
        return String(node.value);
      }
    case 'TemplateLiteral': {
      const quasis = node.quasis as BNode[];
      const expressions = node.expressions as BNode[];
      if (expressions.length === 0 && quasis.length === 1) {
        const cooked = (quasis[0]?.value as { cooked?: string | null } | undefined)?.cooked;
        return cooked ?? null;
      }
      return null;
    }
    default:
      return null;
  }
}

/** astUtils.getStaticPropertyName for a Property / MethodDefinition / PropertyDefinition. */
function staticPropertyName(key: BNode | null, computed: boolean): string | null {
  if (key === null) return null;
  if (key.type === 'Identifier' && !computed) return String(key.name);
  return staticStringValue(key);
}

function functionName(fn: BNode, estree: EstreeParent | null): string {
  const tokens: string[] = [];
  if (estree && (estree.kind === 'MethodDefinition' || estree.kind === 'PropertyDefinition')) {
    if (estree.isStatic) tokens.push('static');
    if (!estree.computed && estree.key?.type === 'PrivateName') tokens.push('private');
  }
  if (fn.async === true) tokens.push('async');
  if (fn.generator === true) tokens.push('generator');

  if (estree && (estree.kind === 'Property' || estree.kind === 'MethodDefinition')) {
    if (estree.kind === 'MethodDefinition' && estree.methodKind === 'constructor') return 'constructor';
    if (estree.methodKind === 'get') tokens.push('getter');
    else if (estree.methodKind === 'set') tokens.push('setter');
    else tokens.push('method');
  } else if (estree) {
    tokens.push('method');
  } else {
    if (fn.type === 'ArrowFunctionExpression') tokens.push('arrow');
    tokens.push('function');
  }

  const id = isNode(fn.id) ? String(fn.id.name) : null;
  if (estree) {
    const priv = estree.computed ? null : privateName(estree.key);
    if (priv !== null) {
      tokens.push(`#${priv}`);
    } else {
      const name = staticPropertyName(estree.key, estree.computed);
      if (name !== null) tokens.push(`'${name}'`);
      else if (id !== null) tokens.push(`'${id}'`);
    }
  } else if (id !== null) {
    tokens.push(`'${id}'`);
  }
  return tokens.join(' ');
}

function upperCaseFirst(text: string): string {
  return text.length === 0 ? text : text[0]!.toUpperCase() + text.slice(1);
}

function functionHead(
  fn: BNode,
  parent: BNode | null,
  source: string,
  positions: LinePositions,
): { name: string; line: number; column: number } {
  const estree = estreeParentOf(fn, parent);
  const name = upperCaseFirst(functionName(fn, estree));
  if (estree) return { name, ...startOf(estree.startNode) };
  if (fn.type === 'ArrowFunctionExpression') {
    const offset = arrowTokenOffset(fn, source);
    if (offset >= 0) return { name, ...positions.at(offset) };
  }
  return { name, ...startOf(fn) };
}

/** Offset of an arrow function's `=>`: the first one after its type parameters, parameters and return type. */
function arrowTokenOffset(fn: BNode, source: string): number {
  let from = typeof fn.start === 'number' ? fn.start : 0;
  const after = (node: unknown): void => {
    if (isNode(node) && typeof node.end === 'number' && node.end > from) from = node.end;
  };
  after(fn.typeParameters);
  for (const param of (fn.params as unknown[]) ?? []) after(param);
  after(fn.returnType);
  const limit = isNode(fn.body) && typeof fn.body.start === 'number' ? fn.body.start : source.length;
  for (let i = from; i < limit; i++) {
    const c = source.charCodeAt(i);
    if (c === 0x2f /* / */) {
      const next = source.charCodeAt(i + 1);
      if (next === 0x2f) {
        while (i < limit && !isLineTerminator(source.charCodeAt(i))) i++;
        continue;
      }
      if (next === 0x2a /* * */) {
        const close = source.indexOf('*/', i + 2);
        if (close < 0) return -1;
        i = close + 1;
        continue;
      }
    }
    if (c === 0x3d /* = */ && source.charCodeAt(i + 1) === 0x3e /* > */) return i;
  }
  return -1;
}

function isLineTerminator(c: number): boolean {
  return c === 0x0a || c === 0x0d || c === 0x2028 || c === 0x2029;
}

/** Offset → 1-based line and column, with ESLint's (and Babel's) line terminators. */
class LinePositions {
  private starts: number[] | null = null;
  constructor(private readonly source: string) {}

  at(offset: number): { line: number; column: number } {
    const starts = this.lineStarts();
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - starts[lo]! + 1 };
  }

  private lineStarts(): number[] {
    if (this.starts) return this.starts;
    const starts = [0];
    const s = this.source;
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c === 0x0d && s.charCodeAt(i + 1) === 0x0a) {
        starts.push(i + 2);
        i++;
      } else if (isLineTerminator(c)) {
        starts.push(i + 1);
      }
    }
    this.starts = starts;
    return starts;
  }
}
