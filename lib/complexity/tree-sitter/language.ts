// Which files the tree-sitter meter measures, by extension. Anything else is not guessed.

export const TREE_SITTER_LANGUAGES = ['python', 'go', 'rust', 'java'] as const;
export type TreeSitterLanguage = (typeof TREE_SITTER_LANGUAGES)[number];

const BY_EXTENSION: Readonly<Record<string, TreeSitterLanguage>> = {
  '.py': 'python',
  '.pyi': 'python',
  '.go': 'go',
  '.rs': 'rust',
  '.java': 'java',
};

/** The tree-sitter language of a path by its extension (case-sensitive, like the compilers), or null. */
export function treeSitterLanguageOf(path: string): TreeSitterLanguage | null {
  const slash = path.lastIndexOf('/');
  const base = path.slice(slash + 1);
  const dot = base.lastIndexOf('.');
  if (dot <= 0) return null;
  return BY_EXTENSION[base.slice(dot)] ?? null;
}

/** The grammar file shipped for a language (tree-sitter-wasms naming). */
export function grammarFileName(language: TreeSitterLanguage): string {
  return `tree-sitter-${language}.wasm`;
}
