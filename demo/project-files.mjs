// What the demo's scripted sub-agents write into the project, per phase of
// examples/text-tools.prd.md: real code and real tests, so every gate the shell runs judges
// real work. `slugify`'s first attempt forgets the diacritics (its own test catches it); the
// retry, which reads the failing test in its task, fixes it.

const PACKAGE_JSON = `${JSON.stringify(
  {
    name: 'text-tools',
    version: '0.1.0',
    description: 'Slugs and reading times for the blog engine.',
    type: 'module',
    exports: './src/index.js',
    engines: { node: '>=20' },
    scripts: { test: 'node --test' },
  },
  null,
  2,
)}\n`;

const PACKAGE_TEST = `import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

test('the package has no dependencies of any kind', () => {
  assert.equal(pkg.dependencies, undefined);
  assert.equal(pkg.devDependencies, undefined);
});
`;

const README_HEAD = `# text-tools

Slugs and reading times for the blog engine, without dependencies. Both functions are pure,
and their output stays stable between releases.

## Usage
`;

const README_USAGE = `
\`\`\`js
import { slugify, readingTime } from 'text-tools';

slugify('Crème brûlée, 2nd try!'); // 'creme-brulee-2nd-try'
readingTime('word '.repeat(450));  // 3
\`\`\`
`;

/** The first attempt: lowercase ASCII only, so accented letters become separators. */
const SLUGIFY_FIRST = `export function slugify(input, { separator = '-' } = {}) {
  return input
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, separator)
    .split(separator)
    .filter(Boolean)
    .join(separator);
}
`;

/** The retry: NFKD, combining marks dropped, any letter or digit kept. */
const SLUGIFY_FIXED = `export function slugify(input, { separator = '-' } = {}) {
  return input
    .normalize('NFKD')
    .replace(/\\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\\p{L}\\p{N}]+/gu, separator)
    .split(separator)
    .filter(Boolean)
    .join(separator);
}
`;

const SLUGIFY_TEST = `import { test } from 'node:test';
import assert from 'node:assert/strict';
import { slugify } from '../src/slugify.js';

test('punctuation and repeated white space become one separator', () => {
  assert.equal(slugify('Hello,   World!'), 'hello-world');
});

test('no separator at either end', () => {
  assert.equal(slugify('  --Hello--  '), 'hello');
});

test('the empty string stays empty', () => {
  assert.equal(slugify(''), '');
});

test('a custom separator', () => {
  assert.equal(slugify('Hello World', { separator: '_' }), 'hello_world');
});

test('diacritics are stripped, not turned into separators', () => {
  assert.equal(slugify('Crème brûlée, 2nd try!'), 'creme-brulee-2nd-try');
});
`;

const READING_TIME = `export function readingTime(text, { wordsPerMinute = 200 } = {}) {
  const words = text.split(/\\s+/).filter(Boolean).length;
  return words === 0 ? 0 : Math.ceil(words / wordsPerMinute);
}
`;

const READING_TIME_TEST = `import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readingTime } from '../src/reading-time.js';

const words = (n) => Array.from({ length: n }, () => 'word').join(' ');

test('empty and blank text take no time', () => {
  assert.equal(readingTime(''), 0);
  assert.equal(readingTime(' \\n\\t '), 0);
});

test('one word takes a minute', () => {
  assert.equal(readingTime('hello'), 1);
});

test('whole minutes, rounded up', () => {
  assert.equal(readingTime(words(200)), 1);
  assert.equal(readingTime(words(201)), 2);
});

test('a custom reading speed', () => {
  assert.equal(readingTime(words(300), { wordsPerMinute: 100 }), 3);
});
`;

const INDEX = `export { slugify } from './slugify.js';
export { readingTime } from './reading-time.js';
`;

const INDEX_TEST = `import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readingTime, slugify } from 'text-tools';

test('the package entry exports both functions', () => {
  assert.equal(slugify('Crème brûlée, 2nd try!'), 'creme-brulee-2nd-try');
  assert.equal(readingTime('word '.repeat(450)), 3);
});
`;

/**
 * The files a sub-agent writes for a phase (paths relative to the project), given whether
 * its task quotes an earlier attempt's failure.
 */
export function filesFor(phase, retry) {
  switch (phase) {
    case 'scaffold':
      return { 'package.json': PACKAGE_JSON, 'test/package.test.js': PACKAGE_TEST, 'README.md': README_HEAD };
    case 'slugify':
      return { 'src/slugify.js': retry ? SLUGIFY_FIXED : SLUGIFY_FIRST, 'test/slugify.test.js': SLUGIFY_TEST };
    case 'reading-time':
      return { 'src/reading-time.js': READING_TIME, 'test/reading-time.test.js': READING_TIME_TEST };
    case 'package':
      return { 'src/index.js': INDEX, 'test/index.test.js': INDEX_TEST, 'README.md': README_HEAD + README_USAGE };
    default:
      return {};
  }
}
