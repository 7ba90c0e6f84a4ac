// Loading tree-sitter (I/O: the runtime and grammar .wasm files) and measuring a file with it.
// The pure part — tables and walker — is lib/complexity/tree-sitter/.
//
// The shipped skill carries the runtime and the grammars in skills/openforge/grammars/ as text
// (`NAME.wasm.br.txt`, build/build.mjs; decoded by lib/io/packed-wasm.ts); they are found
// relative to the running script, never in node_modules, so a copied skill folder works offline.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readWasm, wasmFileOf } from './packed-wasm.js';
import { Language, Parser } from 'web-tree-sitter';
import { DEFAULT_CC_THRESHOLD } from '../complexity/types.js';
import type { Measured } from '../complexity/types.js';
import {
  TREE_SITTER_TABLES,
  decodeSource,
  fileComplexity,
  firstSyntaxError,
  functionComplexities,
  grammarFileName,
} from '../complexity/tree-sitter/index.js';
import type { TreeSitterLanguage, TsTree } from '../complexity/tree-sitter/index.js';

export { treeSitterLanguageOf } from '../complexity/tree-sitter/index.js';

/** web-tree-sitter's runtime, beside the grammars in the shipped folder. */
export const TREE_SITTER_RUNTIME = 'tree-sitter.wasm';

export interface TreeSitterLocation {
  /** Directory holding tree-sitter-{python,go,rust,java}.wasm. */
  grammarsDir: string;
  /** The runtime tree-sitter.wasm; default: `grammarsDir/tree-sitter.wasm`. */
  runtimeWasm?: string;
}

/**
 * The shipped grammars: the first `grammars/` (or `skills/openforge/grammars/`) holding the
 * runtime, going up from the running script (scripts/ or scripts/chunks/ in the bundle,
 * lib/io/ in the sources). Null when there is none.
 */
export function shippedGrammarsDir(from: string = dirname(fileURLToPath(import.meta.url))): string | null {
  let dir = from;
  for (let up = 0; up < 5; up++) {
    for (const candidate of [join(dir, 'grammars'), join(dir, 'skills', 'openforge', 'grammars')]) {
      if (wasmFileOf(join(candidate, TREE_SITTER_RUNTIME)) !== null) return candidate;
    }
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return null;
}

let runtime: Promise<void> | null = null;
const languages = new Map<string, Promise<Language>>();
const parsers = new Map<TreeSitterLanguage, Parser>();

function resolveLocation(location: TreeSitterLocation | undefined): Required<TreeSitterLocation> {
  const grammarsDir = location?.grammarsDir ?? shippedGrammarsDir();
  if (grammarsDir === null) {
    throw new Error('tree-sitter grammars not found: expected skills/openforge/grammars/ beside the scripts (run the build)');
  }
  return { grammarsDir, runtimeWasm: location?.runtimeWasm ?? join(grammarsDir, TREE_SITTER_RUNTIME) };
}

/**
 * A parser for the language, cached per process. The runtime is initialised once, from the
 * first location given; each grammar is loaded once per file path.
 */
export async function treeSitterParser(language: TreeSitterLanguage, location?: TreeSitterLocation): Promise<Parser> {
  const { grammarsDir, runtimeWasm } = resolveLocation(location);
  if (runtime === null) {
    const wasmBinary = readWasm(runtimeWasm);
    // The runtime's bytes are handed over, so it never looks for its .wasm itself.
    runtime = Parser.init({ wasmBinary } as unknown as Parameters<typeof Parser.init>[0]);
  }
  await runtime;
  const grammarPath = join(grammarsDir, grammarFileName(language));
  let loaded = languages.get(grammarPath);
  if (loaded === undefined) {
    loaded = Language.load(readWasm(grammarPath));
    languages.set(grammarPath, loaded);
  }
  const grammar = await loaded;
  let parser = parsers.get(language);
  if (parser === undefined) {
    parser = new Parser();
    parsers.set(language, parser);
  }
  if (parser.language !== grammar) parser.setLanguage(grammar);
  return parser;
}

export interface MeasureOptions {
  /** CC above this counts toward the high-CC mass; default 10. */
  threshold?: number;
  /** Where the runtime and grammars are; default: the shipped grammars. */
  location?: TreeSitterLocation;
}

/**
 * Measures one Python, Go, Rust or Java file. Given bytes, a file over 2 MB, binary or not
 * UTF-8 is skipped with its reason; a file with syntax errors is skipped as `syntax-error`
 * with the first error's line:column.
 */
export async function measureWithTreeSitter(
  source: string | Uint8Array,
  file: string,
  language: TreeSitterLanguage,
  options: MeasureOptions = {},
): Promise<Measured> {
  let text: string;
  if (typeof source === 'string') {
    text = source;
  } else {
    const decoded = decodeSource(file, source);
    if (!decoded.ok) return decoded;
    text = decoded.text;
  }
  const parser = await treeSitterParser(language, options.location);
  const tree = parser.parse(text);
  if (tree === null) return { ok: false, skipped: { file, reason: 'unreadable', detail: 'tree-sitter returned no tree' } };
  try {
    const error = firstSyntaxError(tree.rootNode);
    if (error !== null) {
      const { row, column } = error.startPosition;
      const what = error.isMissing ? `missing ${error.type}` : 'unexpected input';
      return { ok: false, skipped: { file, reason: 'syntax-error', detail: `${row + 1}:${column + 1}: ${what}` } };
    }
    const functions = functionComplexities(tree as unknown as TsTree, TREE_SITTER_TABLES[language]);
    return { ok: true, file: fileComplexity(file, language, functions, options.threshold ?? DEFAULT_CC_THRESHOLD) };
  } finally {
    tree.delete();
  }
}
