// The minimal view of a tree-sitter syntax tree the walker needs. web-tree-sitter's Tree,
// Node and TreeCursor satisfy it structurally; tests can pass hand-made trees.

export interface TsPoint {
  /** 0-based. */
  readonly row: number;
  /** 0-based, in bytes of UTF-8 as tree-sitter counts them. */
  readonly column: number;
}

export interface TsNode {
  readonly type: string;
  readonly text: string;
  readonly startPosition: TsPoint;
  readonly childCount: number;
  readonly isError: boolean;
  readonly isMissing: boolean;
  readonly hasError: boolean;
  child(index: number): TsNode | null;
  childForFieldName(fieldName: string): TsNode | null;
}

export interface TsCursor {
  readonly nodeType: string;
  readonly currentFieldName: string | null;
  readonly currentNode: TsNode;
  readonly startPosition: TsPoint;
  gotoFirstChild(): boolean;
  gotoNextSibling(): boolean;
  gotoParent(): boolean;
}

export interface TsTree {
  readonly rootNode: TsNode;
  walk(): TsCursor;
}
