// The build ships web-tree-sitter's runtime and the 4 grammars in skills/openforge/grammars/ as
// text (`.wasm.br.txt`: brotli + base64, decoded by lib/io/packed-wasm.ts to the same bytes),
// and patches web-tree-sitter's two eval() statements (build/build.mjs, no-tree-sitter-eval).
// It reads the committed folder: that it is what a fresh build makes is test/build/bundle.test.ts's
// check (and CI's `npm run check:bundle`), so a build here would only repeat it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readWasm } from '../../lib/io/packed-wasm.js';
import { describe, expect, it } from 'vitest';

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
}

describe('shipped tree-sitter grammars', () => {
  it('are packed as text into grammars/, decode to the installed modules, and the scripts hold no eval', () => {
    const root = resolve(import.meta.dirname, '../..');
    const skill = join(root, 'skills/openforge');
    expect(readdirSync(join(skill, 'grammars')).sort()).toEqual([
      'tree-sitter-go.wasm.br.txt', 'tree-sitter-java.wasm.br.txt', 'tree-sitter-python.wasm.br.txt', 'tree-sitter-rust.wasm.br.txt', 'tree-sitter.wasm.br.txt',
    ]);
    for (const [packed, original] of [['tree-sitter.wasm', 'node_modules/web-tree-sitter/tree-sitter.wasm'], ['tree-sitter-python.wasm', 'node_modules/tree-sitter-wasms/out/tree-sitter-python.wasm']]) {
      expect(Buffer.from(readWasm(join(skill, 'grammars', packed!))).equals(readFileSync(join(root, original!))), packed).toBe(true);
    }
    const withEval = files(join(skill, 'scripts')).filter((f) => /\beval\s*\(|new\s+Function\s*\(/.test(readFileSync(f, 'utf8')));
    expect(withEval).toEqual([]);
    expect(readFileSync(join(skill, 'THIRD-PARTY-NOTICES.md'), 'utf8')).toContain('tree-sitter-python.wasm.br.txt');
  });
});
