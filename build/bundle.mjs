// Bundles scripts/*.ts into skills/openforge/scripts/: one engine, loaded once. esbuild bundles
// every entry together with code splitting (ESM output: the only format esbuild splits), and
// each output file is then turned into CommonJS (`.cjs`), so Node never starts its ES module
// loader: an entry (openforge.cjs), one file per command (commands/), what a call may not need
// in lazy/ (required on first use), and the code commands share in chunks/, loaded once per
// process instead of carried in each command (which made 14 commands ~240 KB each).
import { build, transform } from 'esbuild';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { noTreeSitterEval } from './tree-sitter-patch.mjs';
import { directImports } from './barrels.mjs';

/**
 * Modules behind a dynamic `import()`, each its own file in lazy/ (named entries of the split
 * build; any other dynamic import becomes a chunk of its own): the tree snapshot, scope and
 * erosion code (workspace), the meters, and the big generated validators (a state is validated
 * only when its digest does not vouch for it, the events only when a state is rebuilt).
 */
const LAZY = {
  'lib/io/workspace.ts': 'workspace',
  'lib/io/measure-files.ts': 'measure-files',
  'lib/io/tree-snapshot.ts': 'tree-snapshot',
  'lib/io/run-store/atomic-write.ts': 'atomic-write',
  // The frozen PRD copy's gates, parsed and validated again: only by a command about to issue a gate.
  'lib/io/frozen-prd.ts': 'frozen-prd',
  'lib/schema/run-state-validator.generated.ts': 'run-state-validator',
  'lib/schema/run-event-validator.generated.ts': 'run-event-validator',
  // A draft run's preview (the PRD parser and planner): loaded by next and resume only for a draft.
  'scripts/cli/draft-preview.ts': 'draft-preview',
};

/**
 * Packages imported statically by the sources but loaded on first use: imports of them resolve
 * to a stand-in with the same functions, which requires the package (its own file in lazy/)
 * when first called. yaml only for front matter, json5 only for an OpenClaw config, picomatch
 * only to match globs, the HTML entity table only for a named character reference. `named`
 * and `default` list what the sources use; the build checks each is a function.
 */
const LAZY_PACKAGES = {
  yaml: { file: 'yaml', named: ['isMap', 'isScalar', 'parseDocument'] },
  json5: { file: 'json5', default: ['parse'] },
  picomatch: { file: 'picomatch', default: 'function' },
  'decode-named-character-reference': { file: 'character-references', named: ['decodeNamedCharacterReference'] },
};

/**
 * Library modules a command often does not run (task texts when no spawn is issued, result
 * files when none arrived, the summary before the end, escalations, the Gantt chart), stood in for the same
 * way. Their other exports must be plain data (JSON values, regular expressions), inlined into
 * the stand-in; the build fails on anything else.
 */
const LAZY_LIB = {
  'lib/task/index.ts': 'lib-task',
  'lib/result/index.ts': 'lib-result',
  'lib/render/summary.ts': 'lib-run-summary',
  // The run's Gantt chart: only `status --mermaid` draws it outside the summary.
  'lib/render/gantt.ts': 'lib-gantt',
  'lib/render/escalation.ts': 'lib-escalation',
  // The message of a completed run: once per run.
  'lib/render/completion-message.ts': 'lib-completion-message',
  // The progress text (and the estimate under it): only when a command has events to report.
  'lib/render/progress-text.ts': 'lib-progress-text',
  // A run that halts (its message and advice), and a gate log read for its evidence.
  'lib/run/model/escalate.ts': 'lib-run-escalate',
  'lib/text/escalation-detail.ts': 'lib-escalation-detail',
  'lib/render/escalation-message.ts': 'lib-escalation-message',
  'lib/gate/evidence.ts': 'lib-gate-evidence',
  // A failed attempt's words: only where a failure is said (a retry's task, progress, status, the summary).
  'lib/text/attempt-failure.ts': 'lib-attempt-failure',
  // A review's diffs of what checks the work (and the line diff): only when a review task is composed.
  'lib/run/evidence/surface-diffs.ts': 'lib-surface-diffs',
  // Tests embedded in source files, read line by line: only when such a file changed.
  'lib/run/evidence/embedded-tests.ts': 'lib-embedded-tests',
  // The advice of an escalation, a phase's unmet criteria, a failing gate's fingerprint: only on a failure.
  'lib/run/engine/escalation-advice.ts': 'lib-escalation-advice',
  'lib/run/evidence/acceptance.ts': 'lib-acceptance',
  'lib/gate/fingerprint.ts': 'lib-gate-fingerprint',
  // The standing warnings' words (their records): only when a run has a warning to say.
  'lib/warnings/words.ts': 'lib-warning-words',
};

/**
 * Modules stood in for the same way, but only in the run loop's commands: V8 coverage of every
 * call of the bench's honest 6-phase run found none of them run (docs/decisions.md, the skill
 * as users get it). Modules most calls run stay in the chunk: split off too, they made the whole
 * run cost 11 % more CPU (more files, shared code loaded twice). `status` and `gate check`,
 * each bundled alone, keep them in their own files.
 */
const LAZY_IN_LOOP = {
  'lib/run/evidence/surface-edits.ts': 'lib-surface-edits',
  'lib/gate/environment-dump.ts': 'lib-environment-dump',
  'lib/gate/invocation.ts': 'lib-gate-invocation',
  'lib/run/evidence/surface-sections.ts': 'lib-surface-sections',
  'lib/schedule/files-overlap.ts': 'lib-files-overlap',
  'lib/snapshot/collected.ts': 'lib-collected',
  'lib/run/fold/resume-context.ts': 'lib-resume-context',
};

/** Every module stood in for somewhere: each is built as its own file in lazy/. */
const ALL_LAZY_LIB = { ...LAZY_LIB, ...LAZY_IN_LOOP };

/**
 * Commands loaded through a V8 code cache (lib/io/code-cache.ts), with the chunks and lazy files
 * they require: compiling the functions a call runs was most of a command's own time (the
 * markdown parser for validate, plan and run; the engine's chunk for the run loop; the meter for
 * complexity). `status`, `gate check` and `detect` gained nothing measurable, so they, `list` and
 * `draft` (not measured) load plainly (docs/decisions.md).
 */
const CACHED_COMMANDS = new Set(['validate', 'plan', 'run', 'complexity', 'next', 'spawned', 'decide', 'resume', 'cancel']);

/** scripts/cli/main.ts loads each command with `import('../commands/NAME.js')`. */
const COMMAND_IMPORT = /^\.\.\/commands\/([a-z-]+)\.js$/;

/** `import.meta.url` becomes the bundle's own file URL (only web-tree-sitter and the grammar lookup use it). */
const BANNER = "const __openforgeMeta = { get url() { return require('node:url').pathToFileURL(__filename).href; } };";

/**
 * A path from the scripts folder, written by the plugin where a stand-in requires a lazy file;
 * made relative to each output file when it becomes CommonJS (toCommonJs).
 */
const MARK = 'openforge-file:';

const SPLIT_OPTIONS = {
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  define: { 'import.meta.url': '__openforgeMeta.url' },
  banner: { js: BANNER },
  legalComments: 'none',
  treeShaking: true,
  metafile: true,
  charset: 'utf8',
  logLevel: 'warning',
};

/** The ESM → CommonJS pass over each output file: a dynamic import() of a chunk becomes require(). */
const CJS_OPTIONS = {
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  supported: { 'dynamic-import': false },
  // Whitespace only here: the requires are rewritten by name below, then the file is minified (MINIFY_OPTIONS).
  minifyWhitespace: true,
  legalComments: 'none',
  charset: 'utf8',
  logLevel: 'warning',
};

/**
 * The last pass over each CommonJS file, after its requires name their files: whitespace, syntax
 * and local names. The folder shrinks by a quarter (3.9 → 3.1 MB) and what a call loads with it
 * (docs/decisions.md: the start-up time it saves is within the noise). Exported names and
 * `require` (a free name) stay; a stack trace is read against the same commit's build.
 */
const MINIFY_OPTIONS = { format: 'cjs', platform: 'node', target: 'node20', minify: true, legalComments: 'none', charset: 'utf8', logLevel: 'warning' };

/**
 * A stand-in module: each function export requires `file` (a MARK path) on first call and
 * forwards to it; other named exports are the JSON text given. `defaultExport`: 'function', or
 * the names of the methods of a default-exported object.
 */
function standIn(file, named, defaultExport) {
  const lines = [
    'let loaded = null;',
    `const load = () => (loaded ??= require(${JSON.stringify(`${MARK}${file}`)}));`,
    'const loadDefault = () => { const m = load(); return m.default ?? m; };',
  ];
  for (const [key, kind] of Object.entries(named)) {
    lines.push(kind === 'function' ? `export function ${key}(...args) { return load().${key}(...args); }` : `export const ${key} = ${kind};`);
  }
  if (defaultExport === 'function') lines.push('export default function lazy(...args) { return loadDefault()(...args); }');
  else if (Array.isArray(defaultExport)) lines.push(`export default { ${defaultExport.map((m) => `${m}: (...args) => loadDefault().${m}(...args)`).join(', ')} };`);
  return lines.join('\n');
}

/** The source file (relative to `root`, as .ts) an import of `args.path` from `args.importer` names. */
function sourceOf(root, args) {
  return relative(root, resolve(dirname(args.importer), args.path)).replace(/\.js$/, '.ts').split('\\').join('/');
}

/** main.ts's stand-in for a cached command: requires its file through the code cache, exports its `<name>Command`. */
function cachedCommand(root, command) {
  return [
    `import { codeCacheDir, requireWithCodeCache } from ${JSON.stringify(join(root, 'lib/io/code-cache.ts'))};`,
    `import { openforgeHome } from ${JSON.stringify(join(root, 'lib/io/paths.ts'))};`,
    "import { homedir } from 'node:os';",
    "import { join } from 'node:path';",
    'const dir = codeCacheDir(process.env, openforgeHome(process.env, homedir()));',
    `const loaded = requireWithCodeCache(join(__dirname, ${JSON.stringify(`${MARK}commands/${command}.cjs`)}), dir);`,
    `export const ${command}Command = loaded.${command}Command;`,
  ].join('\n');
}

/** The entry module of lazy/NAME for a package: the functions its stand-in forwards to. */
function packageEntry(name, spec) {
  const lines = [];
  if (spec.named?.length) lines.push(`export { ${spec.named.join(', ')} } from ${JSON.stringify(name)};`);
  if (spec.default !== undefined) lines.push(`export { default } from ${JSON.stringify(name)};`);
  return lines.join('\n');
}

/**
 * `shell-quote`'s index requires its parser too, which no source uses: imports of the package
 * get its `quote` alone (a CommonJS file of 2 KB instead of 14 KB in every run-loop call).
 */
const quoteOnly = (root) => ({
  name: 'shell-quote-quote-only',
  setup(b) {
    b.onResolve({ filter: /^shell-quote$/ }, () => ({ path: 'shell-quote', namespace: 'shell-quote-quote' }));
    b.onLoad({ filter: /.*/, namespace: 'shell-quote-quote' }, () => ({
      contents: "import quote from 'shell-quote/quote.js';\nexport { quote };\n",
      loader: 'js',
      resolveDir: root,
    }));
  },
});

/**
 * The package's manifest as the scripts see it: its version, the one field they read
 * (scripts/cli/version.ts). Imported whole, it put every script and dev dependency in the entry
 * that each call loads.
 */
const manifestVersionOnly = (root) => ({
  name: 'package-json-version-only',
  setup(b) {
    const manifest = join(root, 'package.json');
    b.onLoad({ filter: /[\\/]package\.json$/ }, (args) =>
      args.path === manifest ? { contents: JSON.stringify({ version: JSON.parse(readFileSync(manifest, 'utf8')).version }), loader: 'json' } : undefined,
    );
  },
});

/**
 * The groups bundled together, each one esbuild build with code splitting: a group's entries
 * share its chunks. esbuild puts a whole file in a chunk, with the parts any entry of the group
 * uses, so an entry of few needs beside one of many loads the other's parts too: the run loop's
 * commands (called a dozen times per run: start-up is what they cost) are a group; the lazy files
 * another (built once; the commands of every group require them); the PRD tools another;
 * `status`, `list` and `gate check` are each alone. Measured (the bytes each command loads,
 * bench/loaded-scripts.cjs): with the lazy files in the run loop's group, `next` loaded 386 KB
 * in 40 files; apart, 351 KB in 16.
 */
const GROUPS = [
  { name: 'loop', commands: ['cancel', 'decide', 'next', 'resume', 'spawned'], entry: true, lazy: false },
  { name: 'lazy', commands: [], entry: false, lazy: true },
  { name: 'tools', commands: ['complexity', 'detect', 'draft', 'plan', 'run', 'validate'], entry: false, lazy: false },
  // `status` and `list` read a run without advancing it: alone, they load no engine.
  { name: 'status', commands: ['status'], entry: false, lazy: false },
  { name: 'list', commands: ['list'], entry: false, lazy: false },
  // `gate check` alone: the gate validator and little else.
  { name: 'gate', commands: ['gate'], entry: false, lazy: false },
];

/**
 * The plugin that keeps files apart, for one group: main.ts's imports of the cached commands go
 * through the code cache and of another group's commands to their files; imports of LAZY modules
 * outside the group that builds them to lazy/; imports of LAZY_PACKAGES and LAZY_LIB modules
 * become stand-ins (except from the lazy entry of that package or module itself).
 */
function separateFiles(root, libExports, group) {
  const packageNames = new RegExp(`^(${Object.keys(LAZY_PACKAGES).join('|')})$`);
  const here = new Set(group.commands);
  const lazyLib = group.name === 'loop' ? ALL_LAZY_LIB : LAZY_LIB;
  return {
    name: 'separate-files',
    setup(b) {
      b.onResolve({ filter: /^lazy-package:/ }, (args) => ({ path: args.path.slice('lazy-package:'.length), namespace: 'lazy-package-entry' }));
      b.onLoad({ filter: /.*/, namespace: 'lazy-package-entry' }, (args) => ({ contents: packageEntry(args.path, LAZY_PACKAGES[args.path]), loader: 'js', resolveDir: root }));
      b.onResolve({ filter: /^\.\.?\// }, (args) => {
        if (args.namespace !== 'file') return undefined;
        if (args.kind === 'dynamic-import') {
          const command = COMMAND_IMPORT.exec(args.path);
          if (command && args.importer.endsWith(join('scripts', 'cli', 'main.ts'))) {
            if (CACHED_COMMANDS.has(command[1])) return { path: command[1], namespace: 'cached-command' };
            return here.has(command[1]) ? undefined : { path: `${MARK}commands/${command[1]}.cjs`, external: true };
          }
          const lazy = LAZY[sourceOf(root, args)];
          return lazy === undefined || group.lazy ? undefined : { path: `${MARK}lazy/${lazy}.cjs`, external: true };
        }
        const source = sourceOf(root, args);
        if (args.kind !== 'import-statement' || !(source in lazyLib)) return undefined;
        return { path: source, namespace: 'lazy-lib' };
      });
      b.onResolve({ filter: packageNames }, (args) =>
        args.namespace === 'lazy-package-entry' ? undefined : { path: args.path, namespace: 'lazy-package' },
      );
      b.onResolve({ filter: new RegExp(`^${MARK}`) }, (args) => ({ path: args.path, external: true }));
      b.onLoad({ filter: /.*/, namespace: 'cached-command' }, (args) => ({ contents: cachedCommand(root, args.path), loader: 'js', resolveDir: root }));
      b.onLoad({ filter: /.*/, namespace: 'lazy-package' }, (args) => {
        const spec = LAZY_PACKAGES[args.path];
        const named = Object.fromEntries((spec.named ?? []).map((n) => [n, 'function']));
        return { contents: standIn(`lazy/${spec.file}.cjs`, named, spec.default), loader: 'js', resolveDir: root };
      });
      b.onLoad({ filter: /.*/, namespace: 'lazy-lib' }, (args) => ({
        contents: standIn(`lazy/${ALL_LAZY_LIB[args.path]}.cjs`, libExports[args.path]),
        loader: 'js',
        resolveDir: root,
      }));
    },
  };
}

function isPlainData(value) {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (value instanceof RegExp) return value.lastIndex === 0;
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value).every(isPlainData);
}

/** The source text of plain data (isPlainData): JSON, with each regular expression as its literal. */
function dataSource(value) {
  if (value instanceof RegExp) return String(value);
  if (Array.isArray(value)) return `[${value.map(dataSource).join(', ')}]`;
  if (value !== null && typeof value === 'object') return `{ ${Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${dataSource(v)}`).join(', ')} }`;
  return JSON.stringify(value);
}

/** Export name → 'function' or its source text (dataSource), for each LAZY_LIB module (from a temp bundle of it). */
async function lazyLibExports(root) {
  const tmp = mkdtempSync(join(tmpdir(), 'openforge-lazy-lib-'));
  const out = {};
  try {
    for (const [from, name] of Object.entries(ALL_LAZY_LIB)) {
      const file = join(tmp, `${name}.mjs`);
      await build({ absWorkingDir: root, entryPoints: [from], outfile: file, bundle: true, format: 'esm', platform: 'node', logLevel: 'warning' });
      const mod = await import(pathToFileURL(file).href);
      out[from] = Object.fromEntries(
        Object.keys(mod)
          .sort()
          .map((key) => {
            const value = mod[key];
            if (typeof value === 'function') return [key, 'function'];
            if (!isPlainData(value)) {
              throw new Error(`${from}: export ${key} is neither a function nor plain data (JSON, regular expressions); it cannot be loaded lazily (update LAZY_LIB in build/bundle.mjs)`);
            }
            return [key, dataSource(value)];
          }),
      );
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return out;
}

/** Checks that each lazy package exports what its stand-in forwards to. */
async function checkPackages() {
  for (const [name, spec] of Object.entries(LAZY_PACKAGES)) {
    const mod = await import(name);
    const real = mod.default ?? mod;
    for (const fn of spec.named ?? []) if (typeof mod[fn] !== 'function' && typeof real[fn] !== 'function') throw new Error(`lazy package ${name}: no function ${fn}`);
    for (const fn of Array.isArray(spec.default) ? spec.default : []) if (typeof real[fn] !== 'function') throw new Error(`lazy package ${name}: default export has no function ${fn}`);
    if (spec.default === 'function' && typeof real !== 'function') throw new Error(`lazy package ${name}: the default export is not a function`);
  }
}

/** A relative module path from `fromFile`'s folder to `toFile` (both relative to the scripts folder). */
function relativeRequire(fromFile, toFile) {
  const rel = relative(dirname(fromFile), toFile).split('\\').join('/');
  return rel.startsWith('.') ? rel : `./${rel}`;
}

/**
 * One output file of the split build as CommonJS: imports become requires, each relative `.js`
 * path `.cjs`, and each MARK path the file it names, relative to this file.
 */
async function toCommonJs(code, file) {
  const { code: cjs } = await transform(code, { ...CJS_OPTIONS, sourcefile: file });
  const rewritten = cjs
    // esbuild's ESM output calls require through its __require shim; in CommonJS it is require.
    .replace(/\(0,import_[\w$]+\.__require\)\(|\b__require\(/g, 'require(')
    .replace(/require\("(\.{1,2}\/[^"]+)\.js"\)/g, 'require("$1.cjs")')
    .replace(new RegExp(`"${MARK}([^"]+)"`, 'g'), (_, target) => JSON.stringify(relativeRequire(file, target)));
  return (await transform(rewritten, { ...MINIFY_OPTIONS, sourcefile: file })).code;
}

/** Bundle everything into `scriptsDir` (emptied first); returns the esbuild metafile. */
export async function bundleScripts(root, scriptsDir) {
  rmSync(scriptsDir, { recursive: true, force: true });
  await checkPackages();
  const commands = readdirSync(join(root, 'scripts/commands'))
    .filter((f) => f.endsWith('.ts'))
    .sort()
    .map((f) => f.slice(0, -3));
  const grouped = GROUPS.flatMap((g) => g.commands).sort();
  if (JSON.stringify(grouped) !== JSON.stringify(commands)) throw new Error(`bundle: GROUPS must list every command once (${commands.join(', ')})`);
  const libExports = await lazyLibExports(root);
  const inputs = {};
  const outputs = {};
  for (const group of GROUPS) {
    const entryPoints = {
      ...(group.entry ? { openforge: 'scripts/openforge.ts' } : {}),
      ...Object.fromEntries(group.commands.map((c) => [`commands/${c}`, `scripts/commands/${c}.ts`])),
      ...(group.lazy
        ? {
            ...Object.fromEntries(Object.entries(LAZY).map(([from, name]) => [`lazy/${name}`, from])),
            ...Object.fromEntries(Object.entries(ALL_LAZY_LIB).map(([from, name]) => [`lazy/${name}`, from])),
            ...Object.fromEntries(Object.entries(LAZY_PACKAGES).map(([name, spec]) => [`lazy/${spec.file}`, `lazy-package:${name}`])),
          }
        : {}),
    };
    const result = await build({
      ...SPLIT_OPTIONS,
      chunkNames: `chunks/${group.name}-[hash]`,
      absWorkingDir: root,
      entryPoints,
      outdir: scriptsDir,
      write: false,
      plugins: [quoteOnly(root), manifestVersionOnly(root), separateFiles(root, libExports, group), directImports(root, Object.keys(ALL_LAZY_LIB).filter((f) => f.endsWith('/index.ts'))), noTreeSitterEval],
    });
    Object.assign(inputs, result.metafile.inputs);
    Object.assign(outputs, result.metafile.outputs);
    for (const output of [...result.outputFiles].sort((a, b) => a.path.localeCompare(b.path))) {
      const file = relative(scriptsDir, output.path).split('\\').join('/');
      if (!file.endsWith('.js')) throw new Error(`bundle: unexpected output ${file}`);
      const target = join(scriptsDir, file.replace(/\.js$/, '.cjs'));
      if (existsSync(target)) throw new Error(`bundle: two groups write ${file}`);
      mkdirSync(dirname(target), { recursive: true });
      let text = await toCommonJs(output.text, file.replace(/\.js$/, '.cjs'));
      // A file a code-cached command may load (the command, a chunk, a lazy file) ends with the hash
      // of its content: the cache key includes it, so a rebuilt file never meets the cache of the
      // previous build (V8 itself checks only the length). The entry is loaded by Node itself.
      if (file !== 'openforge.js') {
        text += `//# openforge-build=${createHash('sha256').update(text).digest('hex').slice(0, 16)}\n`;
      }
      writeFileSync(target, text);
    }
  }
  chmodSync(join(scriptsDir, 'openforge.cjs'), 0o755);
  return { inputs, outputs };
}
