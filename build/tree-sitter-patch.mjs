// web-tree-sitter's runtime, patched as it is bundled: the shipped scripts hold no eval and
// no fetch (OpenClaw's scanner flags both). Used by build/bundle.mjs (the esbuild plugin) and
// build/build.mjs (which checks the patch still applies on every build).
import { readFileSync } from 'node:fs';

export const TREE_SITTER_JS = /node_modules[\\/]web-tree-sitter[\\/]tree-sitter\.js$/;
/**
 * web-tree-sitter's dynamic linker evals the JS of EM_ASM/EM_JS side-module code: two
 * `eval(func)` statements. No shipped grammar has such code, and the shipped scripts must hold
 * no eval (OpenClaw's scanner flags it), so both become a throw. The build fails when the
 * statements are not found exactly twice: an upgrade must not silently ship eval.
 */
const TREE_SITTER_EVALS = [/ASM_CONSTS\[start\] = eval\(func\);/g, /moduleExports\[name\] = eval\(func\);/g];
export function patchTreeSitterEval(contents, path) {
  for (const pattern of TREE_SITTER_EVALS) {
    const found = contents.match(pattern)?.length ?? 0;
    if (found !== 1) throw new Error(`${path}: expected one \`${pattern.source}\`, found ${found}; update the no-tree-sitter-eval plugin in build/build.mjs`);
    contents = contents.replace(pattern, "throw new Error('this tree-sitter grammar needs EM_ASM/EM_JS, which OpenForge does not support');");
  }
  if (/\beval\s*\(/.test(contents)) throw new Error(`${path}: eval( left after patching; update the no-tree-sitter-eval plugin in build/build.mjs`);
  // Its browser paths load wasm with fetch(). OpenForge loads grammars from files only, and
  // OpenClaw's scanner reads a file read plus fetch( in one file as possible exfiltration:
  // every fetch( becomes a call that throws.
  const fetches = contents.match(/\bfetch\(/g)?.length ?? 0;
  if (fetches !== 3) throw new Error(`${path}: expected 3 \`fetch(\`, found ${fetches}; update the no-tree-sitter-eval plugin in build/build.mjs`);
  contents = contents.replace(/\bfetch\(/g, 'openforgeNoNetwork(');
  contents = `const openforgeNoNetwork = () => { throw new Error('OpenForge loads tree-sitter grammars from files only'); };\n${contents}`;
  if (/\bfetch\s*\(|http\.request\s*\(/i.test(contents)) throw new Error(`${path}: a network call is left after patching`);
  return contents;
}
export const noTreeSitterEval = {
  name: 'no-tree-sitter-eval',
  setup(b) {
    b.onLoad({ filter: TREE_SITTER_JS }, (args) => ({ contents: patchTreeSitterEval(readFileSync(args.path, 'utf8'), args.path), loader: 'js' }));
  },
};
