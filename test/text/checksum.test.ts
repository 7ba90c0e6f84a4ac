import { describe, expect, it } from 'vitest';
import { checksum64, checksumText } from '../../lib/text/index.js';

// Expected values from an independent Python implementation of the same algorithm
// (two MurmurHash3-style lanes over little-endian 32-bit words, fmix32 finish).
const KNOWN: [string, string][] = [
  ['', '024cdebc0a5c09b7'],
  ['a', '6a04d1e60545c40e'],
  ['abcd', '784d3d3be28cc55e'],
  ['abcde', '2966ab8344baa4df'],
  ['OpenForge', 'df267aa75c3d70c6'],
  ['é🙂\n', '8f3bf650530d7e38'],
  ['c1\n{\n  "schemaVersion": 1,\n  "runId": "r1"', 'f243586338365b19'],
];

describe('checksum64', () => {
  it('matches the reference values', () => {
    for (const [text, sum] of KNOWN) expect(checksumText(text), JSON.stringify(text)).toBe(sum);
  });

  it('changes with any single-bit flip, position or length change of a 4 KB buffer', () => {
    const bytes = new Uint8Array(4096).map((_, i) => (i * 7919) & 0xff);
    const base = checksum64(bytes);
    const seen = new Set([base]);
    for (let i = 0; i < bytes.length; i += 37) {
      for (const bit of [0, 3, 7]) {
        const copy = bytes.slice();
        copy[i]! ^= 1 << bit;
        seen.add(checksum64(copy));
      }
    }
    seen.add(checksum64(bytes.subarray(0, 4095)));
    seen.add(checksum64(new Uint8Array([...bytes, 0])));
    expect(seen.size).toBe(1 + Math.ceil(4096 / 37) * 3 + 2);
  });
});

describe('checksum64 on views into a larger buffer', () => {
  it('gives the reference value at an aligned and at an unaligned byte offset', () => {
    const word = new TextEncoder().encode('OpenForge');
    const buffer = new Uint8Array(16);
    buffer.set(word, 4);
    expect(checksum64(buffer.subarray(4, 13))).toBe('df267aa75c3d70c6');
    buffer.set(word, 1);
    expect(checksum64(buffer.subarray(1, 10))).toBe('df267aa75c3d70c6');
  });
});
