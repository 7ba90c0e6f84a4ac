// Per-function cyclomatic complexity over a tree-sitter tree, driven by a language table.
//
// Every function node starts at CC 1; each decision node adds its paths to the *nearest*
// enclosing function. Nested functions (closures, lambdas, local functions) are functions of
// their own and their decisions do not count in their parent, as radon does for Python's
// nested `def` and ESLint does for JS closures. Python's `lambda` is not a function (radon
// reports none): its decisions count in the enclosing function. Decisions directly in a class
// body or at module level belong to no function and are not reported.
import type { FunctionComplexity } from '../types.js';
import type { TsTree, TsNode, TsCursor } from './node.js';
import type { TreeSitterTable } from './tables.js';

interface Scope {
  readonly depth: number;
  /** The function being measured, or null for a container (class, impl, trait). */
  readonly fn: FunctionComplexity | null;
  /** Container name (for naming the functions directly inside). */
  readonly name: string;
}

export function functionComplexities(tree: TsTree, table: TreeSitterTable): FunctionComplexity[] {
  const out: FunctionComplexity[] = [];
  const cursor: TsCursor = tree.walk();
  const scopes: Scope[] = [];
  /** Node type per depth of the current path, for rules that look at the parent. */
  const types: string[] = [];
  const { functions, containers, decisions, bodyField, skip, opaque } = table;
  let depth = 0;
  for (;;) {
    const type = cursor.nodeType;
    types[depth] = type;
    const top = scopes.length > 0 ? scopes[scopes.length - 1] : undefined;
    let descend = true;
    if (bodyField !== undefined && top !== undefined && top.depth === depth - 1 && cursor.currentFieldName !== bodyField) {
      descend = false;
    } else if (skip?.has(type) === true) {
      descend = false;
    } else {
      const namer = functions[type];
      const container = namer === undefined ? containers[type] : undefined;
      if (namer !== undefined) {
        const node = cursor.currentNode;
        const fn: FunctionComplexity = {
          name: namer(node, top !== undefined && top.fn === null ? top.name : null),
          line: cursor.startPosition.row + 1,
          column: cursor.startPosition.column + 1,
          complexity: 1,
        };
        out.push(fn);
        scopes.push({ depth, fn, name: fn.name });
      } else if (container !== undefined) {
        scopes.push({ depth, fn: null, name: container(cursor.currentNode) });
      } else if (top?.fn != null) {
        const rule = decisions[type];
        if (rule !== undefined) {
          top.fn.complexity += typeof rule === 'number' ? rule : rule(cursor.currentNode, types[depth - 1] ?? '');
          if (opaque?.has(type) === true) descend = false;
        }
      }
    }
    if (descend && cursor.gotoFirstChild()) {
      depth++;
      continue;
    }
    for (;;) {
      // The node under the cursor is done: close the scopes it opened.
      while (scopes.length > 0 && (scopes[scopes.length - 1] as Scope).depth >= depth) scopes.pop();
      if (cursor.gotoNextSibling()) break;
      if (!cursor.gotoParent()) return out;
      depth--;
    }
  }
}

/** The first ERROR or MISSING node (in source order) of a tree that has errors, or null. */
export function firstSyntaxError(root: TsNode): TsNode | null {
  if (!root.hasError) return null;
  let node: TsNode = root;
  for (;;) {
    if (node.isError || node.isMissing) return node;
    let next: TsNode | null = null;
    for (let i = 0; i < node.childCount; i++) {
      const child = node.child(i);
      if (child !== null && (child.hasError || child.isMissing)) {
        next = child;
        break;
      }
    }
    if (next === null) return node;
    node = next;
  }
}
