// @ts-check
import tseslint from 'typescript-eslint';

/** Node built-ins that do I/O or touch the process: forbidden in the pure core. */
const IMPURE_MODULES = [
  'fs', 'fs/promises', 'node:fs', 'node:fs/promises', 'child_process', 'node:child_process',
  'process', 'node:process', 'os', 'node:os', 'net', 'node:net', 'http', 'node:http',
  'https', 'node:https', 'worker_threads', 'node:worker_threads', 'crypto', 'node:crypto',
];

const PURITY_MESSAGE =
  'lib/ is the pure core: pass I/O, the clock and randomness in as parameters, or move this code to lib/io/.';

const RENDER_MESSAGE =
  'The engine returns data (docs/design.md#architecture): lib/run imports nothing from lib/render. Return codes and data, and word them in lib/render (lib/render/run-actions.ts words the engine actions at the edge).';

const IO_MESSAGE =
  'lib/io does the I/O and writes the words it is handed: it imports nothing from lib/render. Take the text through a port the shell hands in (SummaryPort, lib/io/run-io.ts).';

const SCHEMA_MESSAGE =
  'lib/schema is the ground floor (docs/design.md#architecture): the contracts every layer reads import no feature module. Move the vocabulary into lib/schema (as plain values, no TypeBox) and import it from there.';

const RUN_MESSAGE =
  "lib/render turns the engine's data into words (docs/design.md#architecture): it imports only types from lib/run. Take what lib/run derives as a parameter (RunFacts, lib/run/engine/run-facts.ts), or move a shared word to lib/text/.";

/**
 * lib/run's floors (docs/design.md#architecture): each folder may import only the folders listed
 * for it, so no import climbs. model/ (keys, lookups, stamp, the shared fact types) is the floor;
 * fold/ holds the reducers; evidence/ and host/ return facts about the child's work and the host
 * (host reads files through evidence's checks); engine/ decides; commands/ are the run commands.
 */
const RUN_LAYERS = {
  model: [],
  fold: ['model'],
  evidence: ['model'],
  host: ['model', 'evidence'],
  engine: ['model', 'fold', 'evidence', 'host'],
  commands: ['model', 'fold', 'evidence', 'host', 'engine'],
};

/** The rule for one folder of lib/run: the pure core's paths, no lib/render, and none of the folders above it. */
function runLayer(folder) {
  const allowed = RUN_LAYERS[folder];
  const above = Object.keys(RUN_LAYERS).filter((f) => f !== folder && !allowed.includes(f));
  const may = allowed.length === 0 ? 'nothing else in lib/run' : allowed.map((f) => `${f}/`).join(', ');
  return {
    files: [`lib/run/${folder}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: IMPURE_MODULES.map((name) => ({ name, message: PURITY_MESSAGE })),
          patterns: [
            { group: ['**/render/*', '**/render'], message: RENDER_MESSAGE },
            {
              group: [...above.flatMap((f) => [`../${f}/*`, `**/run/${f}/*`]), '../index', '../index.js'],
              message: `lib/run is layered (docs/design.md#architecture): ${folder}/ imports ${may}. Move what both need down a floor (model/ holds the shared facts and lookups), or put the code in the folder that needs it.`,
            },
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    // lib/schema/*-validator.generated.ts are ajv standalone output written by build/build.mjs
    // (build/gen-validators.mjs): not hand-written, so not linted. Their tests check they import
    // nothing and use no eval/new Function, and check:bundle keeps them in sync with the schemas.
    ignores: [
      'node_modules/', 'dist/', 'skills/openforge/scripts/', 'coverage/', 'test/fixtures/',
      'lib/schema/*-validator.generated.ts',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-eval': 'error',
      'no-new-func': 'error',
      'no-implied-eval': 'error',
    },
  },
  {
    files: ['lib/**/*.ts'],
    ignores: ['lib/io/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: IMPURE_MODULES.map((name) => ({ name, message: PURITY_MESSAGE })) }],
      'no-restricted-globals': [
        'error',
        { name: 'process', message: PURITY_MESSAGE },
        { name: 'console', message: PURITY_MESSAGE },
        { name: 'fetch', message: PURITY_MESSAGE },
        { name: 'setTimeout', message: PURITY_MESSAGE },
        { name: 'setInterval', message: PURITY_MESSAGE },
        { name: 'performance', message: PURITY_MESSAGE },
        { name: 'require', message: PURITY_MESSAGE },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: PURITY_MESSAGE },
        { object: 'Date', property: 'now', message: PURITY_MESSAGE },
        { object: 'crypto', property: 'randomUUID', message: PURITY_MESSAGE },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: PURITY_MESSAGE },
        { selector: "CallExpression[callee.name='Date']", message: PURITY_MESSAGE },
      ],
    },
  },
  {
    // The engine decides and returns data; lib/render turns it into words.
    files: ['lib/run/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: IMPURE_MODULES.map((name) => ({ name, message: PURITY_MESSAGE })),
          patterns: [{ group: ['**/render/*', '**/render'], message: RENDER_MESSAGE }],
        },
      ],
    },
  },
  // Each folder of lib/run imports only the floors below it (RUN_LAYERS).
  ...Object.keys(RUN_LAYERS).map(runLayer),
  {
    // Words happen once, at the edge: lib/io writes what the shell's render port returns.
    files: ['lib/io/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/render/*', '**/render'], message: IO_MESSAGE }] }] },
  },
  {
    // The other direction: lib/render takes what lib/run derives as data, and imports only its types.
    // The TypeScript rule tells `import type` from a value import; it replaces the core rule here,
    // so it carries the pure core's paths too.
    files: ['lib/render/**/*.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: IMPURE_MODULES.map((name) => ({ name, message: PURITY_MESSAGE })),
          patterns: [{ group: ['**/run/*', '**/run'], allowTypeImports: true, message: RUN_MESSAGE }],
        },
      ],
    },
  },
  {
    // The ground floor: lib/schema imports only itself (and the Diagnostic's rule ids, as a type).
    files: ['lib/schema/**/*.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: IMPURE_MODULES.map((name) => ({ name, message: PURITY_MESSAGE })),
          patterns: [
            { group: ['../*', '!../diagnostics'], message: SCHEMA_MESSAGE },
            { group: ['../diagnostics/*'], allowTypeImports: true, message: SCHEMA_MESSAGE },
          ],
        },
      ],
    },
  },
  {
    files: ['lib/**/index.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program > :not(ExportAllDeclaration, ExportNamedDeclaration[source])',
          message: 'index.ts only re-exports: put code in a named module beside it.',
        },
      ],
    },
  },
  {
    // Gate vetting stands between a hostile PRD and the user's shell: each function small enough
    // to read whole.
    files: ['lib/gate/**/*.ts'],
    rules: { complexity: ['error', 20] },
  },
  {
    // The engine too: its decisions are ordered lists of small rules (lib/run/engine/rules.ts)
    // and the fold one handler per kind of event, so no function needs to grow past the bound.
    files: ['lib/run/**/*.ts'],
    rules: { complexity: ['error', 20] },
  },
  {
    // The shell stays thin (docs/design.md#architecture): no command function decides much.
    files: ['scripts/**/*.ts'],
    rules: { complexity: ['error', 12] },
  },
);
