// A fast 64-bit checksum of bytes: two 32-bit lanes mixing every little-endian 32-bit word
// with MurmurHash3's constants. It detects damage and edits (a random change goes unnoticed
// with odds of about 2^-64), not an attacker; it needs no native module, because loading
// node:crypto or node:zlib costs a CLI 3-8 ms per call, more than hashing a run state.

/** The checksum of `bytes` as 16 lowercase hex digits. */
export function checksum64(bytes: Uint8Array): string {
  let h1 = 0x9e3779b9 | 0;
  let h2 = 0x85ebca6b | 0;
  const end = bytes.length - (bytes.length % 4);
  const words = wordsOf(bytes, end);
  for (let w = 0; w < words.length; w += 1) {
    let k = words[w]!;
    k = Math.imul(k, 0xcc9e2d51);
    k = Math.imul((k << 15) | (k >>> 17), 0x1b873593);
    h1 ^= k;
    h1 = (Math.imul((h1 << 13) | (h1 >>> 19), 5) + 0xe6546b64) | 0;
    h2 = Math.imul(h2 ^ k, 0x85ebca6b);
    h2 ^= h2 >>> 13;
  }
  for (let i = end; i < bytes.length; i += 1) {
    h1 = Math.imul(h1 ^ bytes[i]!, 0x01000193);
    h2 = Math.imul(h2 ^ bytes[i]!, 0x5bd1e995);
  }
  // Finish: fold in the length, then MurmurHash3's fmix32 on each lane, crossed.
  h1 ^= bytes.length;
  h2 ^= bytes.length;
  h1 = fmix32((h1 + h2) | 0);
  h2 = fmix32((h2 + h1) | 0);
  return hex8(h1) + hex8(h2);
}

/** The checksum of a string's UTF-8 bytes. */
export function checksumText(text: string): string {
  return checksum64(new TextEncoder().encode(text));
}

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/**
 * The first `end` bytes as little-endian 32-bit words: a view when the platform is little-endian
 * and the bytes are aligned (one load per word instead of four, which matters while V8 still
 * interprets this code), else assembled byte by byte.
 */
function wordsOf(bytes: Uint8Array, end: number): Int32Array {
  if (LITTLE_ENDIAN && bytes.byteOffset % 4 === 0) return new Int32Array(bytes.buffer, bytes.byteOffset, end / 4);
  const words = new Int32Array(end / 4);
  for (let i = 0; i < end; i += 4) words[i / 4] = bytes[i]! | (bytes[i + 1]! << 8) | (bytes[i + 2]! << 16) | (bytes[i + 3]! << 24);
  return words;
}

function fmix32(h: number): number {
  let x = h;
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x;
}

function hex8(x: number): string {
  return (x >>> 0).toString(16).padStart(8, '0');
}
