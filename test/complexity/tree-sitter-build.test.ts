// The build ships web-tree-sitter's runtime and the 4 grammars in skills/openforge/grammars/,
// and patches web-tree-sitter's two eval() statements (build/build.mjs, no-tree-sitter-eval).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const out = mkdtempSync(join(tmpdir(), 'openforge-ts-build-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
}

describe('shipped tree-sitter grammars', () => {
  it('are copied into grammars/, and the scripts hold no eval', () => {
    execFileSync(process.execPath, ['build/build.mjs', '--out', out], { stdio: 'pipe' });
    const skill = join(out, 'skills/openforge');
    expect(readdirSync(join(skill, 'grammars')).sort()).toEqual([
      'tree-sitter-go.wasm', 'tree-sitter-java.wasm', 'tree-sitter-python.wasm', 'tree-sitter-rust.wasm', 'tree-sitter.wasm',
    ]);
    const withEval = files(join(skill, 'scripts')).filter((f) => /\beval\s*\(|new\s+Function\s*\(/.test(readFileSync(f, 'utf8')));
    expect(withEval).toEqual([]);
    expect(readFileSync(join(skill, 'THIRD-PARTY-NOTICES.md'), 'utf8')).toContain('tree-sitter-python.wasm');
  }, 120_000);
});
