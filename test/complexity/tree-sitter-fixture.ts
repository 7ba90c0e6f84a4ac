// Measure a fixture under test/fixtures/complexity/ with the grammars from node_modules.
import { readFileSync } from 'node:fs';
import type { FileComplexity } from '../../lib/complexity/types.js';
import type { TreeSitterLanguage } from '../../lib/complexity/tree-sitter/index.js';
import { measureWithTreeSitter } from '../../lib/io/tree-sitter.js';

export const LOCATION = { grammarsDir: 'node_modules/tree-sitter-wasms/out', runtimeWasm: 'node_modules/web-tree-sitter/tree-sitter.wasm' };

export async function measureFixture(file: string, language: TreeSitterLanguage): Promise<FileComplexity> {
  const measured = await measureWithTreeSitter(readFileSync(`test/fixtures/complexity/${file}`), file, language, { location: LOCATION });
  if (!measured.ok) throw new Error(`skipped: ${measured.skipped.detail}`);
  return measured.file;
}
