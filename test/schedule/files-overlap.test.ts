import { describe, expect, it } from 'vitest';
import { filesOverlap, findFilesOverlaps, globsOverlap } from '../../lib/schedule/index.js';

describe('globsOverlap', () => {
  it.each([
    ['src/auth/jwt.ts', 'src/auth/**', true], // literal matched by the glob
    ['src/auth/jwt.ts', 'src/auth/jwt.ts', true],
    ['./src/a.ts', 'src/a.ts', true], // ./ dropped
    ['src', 'src/auth/**', true], // literal directory above the glob
    ['src/', 'src/x.ts', true], // trailing slash = everything beneath
    ['src/**', 'src/auth/*.ts', true], // prefix src is a prefix of src/auth
    ['src/*.ts', 'src/*.ts', true],
    ['src/auth/**', 'src/db/**', false], // static prefixes diverge
    ['src/a.ts', 'src/b.ts', false],
    ['lib/**', 'test/**', false],
    ['src/**/*.ts', 'src/**/*.md', false], // tails .ts and .md cannot end one path
    ['src/*.ts', 'src/*.tsx', false],
    ['**/index.ts', 'src/**/*.ts', true], // tails /index.ts and .ts are compatible
    ['src/*.{ts,js}', 'src/*.md', true], // conservative: braces end the tail
    ['!src/**', 'docs/**', true], // conservative: a negated pattern overlaps everything
    ['src/readme.md', 'src/**/*.ts', true], // conservative: a literal may be a directory
  ])('%s vs %s → %s', (a, b, expected) => {
    expect(globsOverlap(a, b)).toBe(expected);
    expect(globsOverlap(b, a)).toBe(expected);
  });

  it('filesOverlap lists every overlapping pair', () => {
    expect(filesOverlap(['src/a/**', 'docs/x.md'], ['docs/**', 'src/b/**', 'src/a/z.ts'])).toEqual([
      ['src/a/**', 'src/a/z.ts'],
      ['docs/x.md', 'docs/**'],
    ]);
  });

  it('findFilesOverlaps checks a given schedule', () => {
    const phases = [
      { name: 'a', files: ['src/**'] },
      { name: 'b', files: ['src/x.ts'] },
      { name: 'c', files: ['docs/**'] },
    ];
    expect(findFilesOverlaps(phases, [['a', 'b', 'c']])).toEqual([{ wave: 0, a: 'a', b: 'b', globs: [['src/**', 'src/x.ts']] }]);
    expect(findFilesOverlaps(phases, [['a', 'c'], ['b']])).toEqual([]);
  });
});
