// WebAssembly files as the shipped skill folder carries them: `NAME.wasm.br.txt`, the module
// brotli-compressed and base64-encoded (build/build.mjs writes them). ClawHub's publisher keeps
// text files only (the `clawhub` package's TEXT_FILE_EXTENSIONS has no `wasm`), so the grammars
// ship as text and are decoded here, with node:zlib, when the complexity meter loads them.
// A plain `.wasm` (node_modules, tests) is read as it is.
import { existsSync, readFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';

/** What the build appends to a `.wasm` file's name when it packs it as text. */
export const PACKED_WASM_SUFFIX = '.br.txt';

/** The file holding the module `path` names: `path` itself when present, else its packed text form. */
export function wasmFileOf(path: string): string | null {
  if (existsSync(path)) return path;
  const packed = `${path}${PACKED_WASM_SUFFIX}`;
  return existsSync(packed) ? packed : null;
}

/** The bytes of the WebAssembly module `path` names (a `.wasm` file or its `.wasm.br.txt` form). */
export function readWasm(path: string): Uint8Array {
  const file = wasmFileOf(path) ?? path;
  if (!file.endsWith(PACKED_WASM_SUFFIX)) return readFileSync(file);
  return brotliDecompressSync(Buffer.from(readFileSync(file, 'latin1'), 'base64'));
}
