// Per-language tables for the tree-sitter complexity meter: which node types are functions
// (and how they are named), which are naming scopes (classes, impls), and which add decision
// paths. Documented, table by table, in references/complexity.md: keep the two in step.
import type { TreeSitterLanguage } from './language.js';
import type { TsNode } from './node.js';

/** Names a function node. `container` is the enclosing class/impl/trait when it is the nearest scope. */
export type FunctionNamer = (node: TsNode, container: string | null) => string;
/** Paths a decision node adds (may inspect the node; `parentType` is its parent's type). */
export type DecisionRule = number | ((node: TsNode, parentType: string) => number);

export interface TreeSitterTable {
  readonly language: TreeSitterLanguage;
  /** Node types that are functions of their own, each starting at CC 1. */
  readonly functions: Readonly<Record<string, FunctionNamer>>;
  /** Node types that name the functions directly inside them (classes, impl blocks, traits). */
  readonly containers: Readonly<Record<string, (node: TsNode) => string>>;
  /** Node types that add decision paths to the nearest enclosing function. */
  readonly decisions: Readonly<Record<string, DecisionRule>>;
  /**
   * When set (Python, as radon): of a function's or container's children only this field is
   * measured; the others (parameters with their defaults, return annotation, base classes)
   * count nowhere.
   */
  readonly bodyField?: string;
  /** Node types skipped whole, counting nowhere (Python decorators, as radon). */
  readonly skip?: ReadonlySet<string>;
  /** Decision node types whose insides count nowhere (Python `assert`: radon adds 1 and stops). */
  readonly opaque?: ReadonlySet<string>;
}

const ANONYMOUS = '<anonymous>';

function fieldText(node: TsNode, field: string): string | null {
  return node.childForFieldName(field)?.text ?? null;
}

function named(node: TsNode): string {
  return fieldText(node, 'name') ?? ANONYMOUS;
}

/** A binary expression adds a path when its operator is a short-circuit && or ||. */
function shortCircuit(node: TsNode): number {
  const operator = node.childForFieldName('operator')?.type;
  return operator === '&&' || operator === '||' ? 1 : 0;
}

function firstChildType(node: TsNode): string | null {
  return node.childCount > 0 ? (node.child(0)?.type ?? null) : null;
}

// ---------------------------------------------------------------------------------- Python

const PYTHON_CAPTURE = /^[A-Za-z_][A-Za-z0-9_]*$/;
const PYTHON_SINGLETONS = new Set(['None', 'True', 'False']);

/** `case _:` or `case name:` (radon ≥ 6: a MatchAs without sub-pattern), guard or not. */
function isIrrefutableCase(clause: TsNode): boolean {
  let patterns = 0;
  let irrefutable = false;
  for (let i = 0; i < clause.childCount; i++) {
    const child = clause.child(i);
    if (child?.type !== 'case_pattern') continue;
    patterns++;
    const text = child.text.trim();
    irrefutable = PYTHON_CAPTURE.test(text) && !PYTHON_SINGLETONS.has(text);
  }
  return patterns === 1 && irrefutable;
}

/** radon ≥ 6: a match adds one path per case, less one when a case is irrefutable (`case _:`). */
function pythonMatch(node: TsNode): number {
  const body = node.childForFieldName('body') ?? node;
  for (let i = 0; i < body.childCount; i++) {
    const child = body.child(i);
    if (child?.type === 'case_clause' && isIrrefutableCase(child)) return -1;
  }
  return 0;
}

export const PYTHON_TABLE: TreeSitterTable = {
  language: 'python',
  functions: {
    function_definition: (node, container) => (container === null ? named(node) : `${container}.${named(node)}`),
  },
  containers: { class_definition: named },
  decisions: {
    if_statement: 1,
    elif_clause: 1,
    conditional_expression: 1,
    for_statement: 1,
    while_statement: 1,
    // for…else, while…else and try…else add a path; if…else does not.
    else_clause: (_node, parentType) =>
      parentType === 'for_statement' || parentType === 'while_statement' || parentType === 'try_statement' ? 1 : 0,
    except_clause: 1,
    except_group_clause: 1,
    // Binary in tree-sitter: `a and b or c` is two nodes, as radon's BoolOp counts len(values) - 1.
    boolean_operator: 1,
    // Comprehensions: one per `for`, one per `if`.
    for_in_clause: 1,
    if_clause: 1,
    assert_statement: 1,
    case_clause: 1,
    match_statement: pythonMatch,
  },
  bodyField: 'body',
  skip: new Set(['decorator']),
  opaque: new Set(['assert_statement']),
};

// -------------------------------------------------------------------------------------- Go

/** gocyclo's receiver spelling: `(*T).M`, `(T).M`, type parameters dropped. */
function goMethodName(node: TsNode): string {
  const name = named(node);
  const receiver = node.childForFieldName('receiver');
  let type: string | null = null;
  for (let i = 0; receiver !== null && i < receiver.childCount; i++) {
    const child = receiver.child(i);
    if (child?.type === 'parameter_declaration') {
      type = fieldText(child, 'type');
      break;
    }
  }
  if (type === null) return name;
  return `(${type.replace(/\[[^]*\]$/, '').replace(/\s+/g, '')}).${name}`;
}

export const GO_TABLE: TreeSitterTable = {
  language: 'go',
  functions: {
    function_declaration: named,
    method_declaration: goMethodName,
    func_literal: () => ANONYMOUS,
  },
  containers: {},
  decisions: {
    if_statement: 1,
    for_statement: 1,
    // switch, type switch and select: one per `case` clause; `default` adds none.
    expression_case: 1,
    type_case: 1,
    communication_case: 1,
    binary_expression: shortCircuit,
  },
};

// ------------------------------------------------------------------------------------ Rust

function rustTypeName(node: TsNode): string {
  const text = fieldText(node, 'type') ?? ANONYMOUS;
  return text.replace(/<[^]*>$/, '').replace(/\s+/g, '');
}

/** A match arm adds a path unless its pattern is the catch-all `_`. */
function rustArm(node: TsNode): number {
  return node.childForFieldName('pattern')?.text.trim() === '_' ? 0 : 1;
}

export const RUST_TABLE: TreeSitterTable = {
  language: 'rust',
  functions: {
    function_item: (node, container) => (container === null ? named(node) : `${container}::${named(node)}`),
    closure_expression: () => ANONYMOUS,
  },
  containers: { impl_item: rustTypeName, trait_item: named },
  decisions: {
    if_expression: 1,
    if_let_expression: 1,
    while_expression: 1,
    while_let_expression: 1,
    for_expression: 1,
    match_arm: rustArm,
    // `expr?` is an early return.
    try_expression: 1,
    // `let PATTERN = expr else { … };`
    let_declaration: (node) => (node.childForFieldName('alternative') === null ? 0 : 1),
    binary_expression: shortCircuit,
  },
};

// ------------------------------------------------------------------------------------ Java

const javaMember: FunctionNamer = (node, container) => (container === null ? named(node) : `${container}.${named(node)}`);

export const JAVA_TABLE: TreeSitterTable = {
  language: 'java',
  functions: {
    method_declaration: javaMember,
    constructor_declaration: javaMember,
    compact_constructor_declaration: javaMember,
    lambda_expression: () => ANONYMOUS,
  },
  containers: {
    class_declaration: named,
    interface_declaration: named,
    enum_declaration: named,
    record_declaration: named,
    annotation_type_declaration: named,
  },
  decisions: {
    if_statement: 1,
    for_statement: 1,
    enhanced_for_statement: 1,
    while_statement: 1,
    do_statement: 1,
    catch_clause: 1,
    ternary_expression: 1,
    // `case …:` and `case … ->` (one per label, however many constants); `default` adds none.
    switch_label: (node) => (firstChildType(node) === 'case' ? 1 : 0),
    binary_expression: shortCircuit,
  },
};

export const TREE_SITTER_TABLES: Readonly<Record<TreeSitterLanguage, TreeSitterTable>> = {
  python: PYTHON_TABLE,
  go: GO_TABLE,
  rust: RUST_TABLE,
  java: JAVA_TABLE,
};
