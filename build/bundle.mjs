// Bundles scripts/*.ts into skills/openforge/scripts/: CommonJS, an entry (openforge.cjs),
// one self-contained file per command (commands/), and in lazy/ everything a call may not
// need, required on first use. Node loads a CommonJS file without starting its ES module
// loader, and one file per command costs far less than a dozen shared chunks: every file is
// resolved, read and compiled on each call (bench/RESULTS.md).
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { appendFileSync, chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { noTreeSitterEval } from './tree-sitter-patch.mjs';

/**
 * Modules behind a dynamic `import()`, each its own file in lazy/: the tree snapshot, scope and
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
 * way. Their other exports must be plain JSON data, inlined into the stand-in; the build fails
 * on anything else.
 */
const LAZY_LIB = {
  'lib/task/index.ts': 'lib-task',
  'lib/result/index.ts': 'lib-result',
  'lib/render/summary.ts': 'lib-run-summary',
  // The run's Gantt chart: only `status --mermaid` draws it outside the summary.
  'lib/render/gantt.ts': 'lib-gantt',
  'lib/render/escalation.ts': 'lib-escalation',
  // The progress text (and the estimate under it): only when a command has events to report.
  'lib/render/progress-text.ts': 'lib-progress-text',
  // A run that halts (its message and advice), and a gate log read for its evidence.
  'lib/run/engine/escalate.ts': 'lib-run-escalate',
  'lib/render/escalation-message.ts': 'lib-escalation-message',
  'lib/gate/evidence.ts': 'lib-gate-evidence',
  // A review's diffs of what checks the work (and the line diff): only when a review task is composed.
  'lib/run/evidence/surface-diffs.ts': 'lib-surface-diffs',
};

/**
 * Commands loaded through a V8 code cache (lib/io/code-cache.ts): the ones that run the
 * markdown parser, where compiling functions on first call was most of the time. The run
 * commands run little of their code per call; for them a cache costs as much as it saves.
 */
const CACHED_COMMANDS = new Set(['validate', 'plan', 'run']);

/** scripts/cli/main.ts loads each command with `import('../commands/NAME.js')`. */
const COMMAND_IMPORT = /^\.\.\/commands\/([a-z-]+)\.js$/;

/** `import.meta.url` becomes the bundle's own file URL (only web-tree-sitter and the grammar lookup use it). */
const BANNER = "const __openforgeMeta = { get url() { return require('node:url').pathToFileURL(__filename).href; } };";

const BUNDLE_OPTIONS = {
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  // A dynamic import() of a separate file becomes require(): no ES module loader.
  supported: { 'dynamic-import': false },
  outExtension: { '.js': '.cjs' },
  entryNames: '[name]',
  define: { 'import.meta.url': '__openforgeMeta.url' },
  banner: { js: BANNER },
  legalComments: 'none',
  // Whitespace only: names stay readable, while the generated validators (deeply nested
  // code) shrink to a third, which is parse time on every call.
  minifyWhitespace: true,
  treeShaking: true,
  metafile: true,
  charset: 'utf8',
  logLevel: 'warning',
};

/**
 * A stand-in module: each function export requires `path` on first call and forwards to it;
 * other named exports are the JSON text given. `defaultExport`: 'function', or the names of
 * the methods of a default-exported object.
 */
function standIn(path, named, defaultExport) {
  const lines = [
    'let loaded = null;',
    `const load = () => (loaded ??= require(${JSON.stringify(path)}));`,
    'const loadDefault = () => { const m = load(); return m.default ?? m; };',
  ];
  for (const [key, kind] of Object.entries(named)) {
    lines.push(kind === 'function' ? `export function ${key}(...args) { return load().${key}(...args); }` : `export const ${key} = ${kind};`);
  }
  if (defaultExport === 'function') lines.push('export default function lazy(...args) { return loadDefault()(...args); }');
  else if (Array.isArray(defaultExport)) lines.push(`export default { ${defaultExport.map((m) => `${m}: (...args) => loadDefault().${m}(...args)`).join(', ')} };`);
  return lines.join('\n');
}

/** Where `lazy/NAME.cjs` is from a file of `layer`. */
const lazyFile = (layer, name) => `${layer === 'lazy' ? '.' : '../lazy'}/${name}.cjs`;

/** The source file (relative to `root`, as .ts) an import of `args.path` from `args.importer` names. */
function sourceOf(root, args) {
  return relative(root, resolve(dirname(args.importer), args.path)).replace(/\.js$/, '.ts').split('\\').join('/');
}

/** The entry's stand-in for a cached command: requires its file through the code cache. */
function cachedCommand(root, command) {
  return [
    `const { codeCacheDir, requireWithCodeCache } = require(${JSON.stringify(join(root, 'lib/io/code-cache.ts'))});`,
    `const { openforgeHome } = require(${JSON.stringify(join(root, 'lib/io/paths.ts'))});`,
    "const dir = codeCacheDir(process.env, openforgeHome(process.env, require('node:os').homedir()));",
    `module.exports = requireWithCodeCache(require('node:path').join(__dirname, 'commands', ${JSON.stringify(`${command}.cjs`)}), dir);`,
  ].join('\n');
}

/**
 * The plugin that keeps files apart, for a bundle of `layer` ('entry', 'commands' or 'lazy'):
 * dynamic imports of commands and LAZY modules become requires of their files, imports of
 * LAZY_PACKAGES and LAZY_LIB modules become stand-ins (except in `self`, the LAZY_LIB module
 * being bundled).
 */
function separateFiles(root, layer, libExports, self) {
  const packageNames = new RegExp(`^(${Object.keys(LAZY_PACKAGES).join('|')})$`);
  return {
    name: 'separate-files',
    setup(b) {
      b.onResolve({ filter: /^\.\.?\// }, (args) => {
        if (args.namespace !== 'file') return undefined;
        if (args.kind === 'dynamic-import') {
          const command = COMMAND_IMPORT.exec(args.path);
          if (command && args.importer.endsWith(join('scripts', 'cli', 'main.ts'))) {
            if (CACHED_COMMANDS.has(command[1])) return { path: command[1], namespace: 'cached-command' };
            return { path: `./commands/${command[1]}.cjs`, external: true };
          }
          const lazy = LAZY[sourceOf(root, args)];
          return lazy === undefined ? undefined : { path: lazyFile(layer, lazy), external: true };
        }
        const source = sourceOf(root, args);
        if (args.kind !== 'import-statement' || !(source in LAZY_LIB) || source === self) return undefined;
        return { path: source, namespace: 'lazy-lib' };
      });
      b.onResolve({ filter: packageNames }, (args) => ({ path: args.path, namespace: 'lazy-package' }));
      b.onResolve({ filter: /\.cjs$/, namespace: 'lazy-package' }, (args) => ({ path: args.path, external: true }));
      b.onResolve({ filter: /\.cjs$/, namespace: 'lazy-lib' }, (args) => ({ path: args.path, external: true }));
      b.onLoad({ filter: /.*/, namespace: 'cached-command' }, (args) => ({ contents: cachedCommand(root, args.path), loader: 'js', resolveDir: root }));
      b.onLoad({ filter: /.*/, namespace: 'lazy-package' }, (args) => {
        const spec = LAZY_PACKAGES[args.path];
        const named = Object.fromEntries((spec.named ?? []).map((n) => [n, 'function']));
        return { contents: standIn(lazyFile(layer, spec.file), named, spec.default), loader: 'js', resolveDir: root };
      });
      b.onLoad({ filter: /.*/, namespace: 'lazy-lib' }, (args) => ({
        contents: standIn(lazyFile(layer, LAZY_LIB[args.path]), libExports[args.path]),
        loader: 'js',
        resolveDir: root,
      }));
    },
  };
}

function isPlainData(value) {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value).every(isPlainData);
}

/** Export name → 'function' or its JSON text, for each LAZY_LIB module (from a temp bundle of it). */
async function lazyLibExports(root) {
  const tmp = mkdtempSync(join(tmpdir(), 'openforge-lazy-lib-'));
  const out = {};
  try {
    for (const [from, name] of Object.entries(LAZY_LIB)) {
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
              throw new Error(`${from}: export ${key} is neither a function nor plain JSON data; it cannot be loaded lazily (update LAZY_LIB in build/bundle.mjs)`);
            }
            return [key, JSON.stringify(value)];
          }),
      );
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return out;
}

/** The LAZY_PACKAGES whole, as CommonJS files in lazy/, each checked to export what its stand-in forwards to. */
async function bundlePackages(root, lazyDir, metafile) {
  for (const [name, spec] of Object.entries(LAZY_PACKAGES)) {
    const result = await build({
      ...BUNDLE_OPTIONS,
      absWorkingDir: root,
      stdin: { contents: `module.exports = require(${JSON.stringify(name)});`, resolveDir: root, sourcefile: `lazy-${spec.file}.js`, loader: 'js' },
      outfile: join(lazyDir, `${spec.file}.cjs`),
      entryNames: undefined,
      outExtension: undefined,
    });
    Object.assign(metafile.inputs, result.metafile.inputs);
    const mod = await import(name);
    const real = mod.default ?? mod;
    for (const fn of spec.named ?? []) if (typeof mod[fn] !== 'function' && typeof real[fn] !== 'function') throw new Error(`lazy package ${name}: no function ${fn}`);
    for (const fn of Array.isArray(spec.default) ? spec.default : []) if (typeof real[fn] !== 'function') throw new Error(`lazy package ${name}: default export has no function ${fn}`);
    if (spec.default === 'function' && typeof real !== 'function') throw new Error(`lazy package ${name}: the default export is not a function`);
  }
}

/** Bundle everything into `scriptsDir` (emptied first); returns the merged esbuild metafile. */
export async function bundleScripts(root, scriptsDir) {
  rmSync(scriptsDir, { recursive: true, force: true });
  const lazyDir = join(scriptsDir, 'lazy');
  const commands = readdirSync(join(root, 'scripts/commands'))
    .filter((f) => f.endsWith('.ts'))
    .sort()
    .map((f) => f.slice(0, -3));
  const libExports = await lazyLibExports(root);
  const bundles = [
    { layer: 'entry', outdir: scriptsDir, entryPoints: { openforge: 'scripts/openforge.ts' } },
    { layer: 'commands', outdir: join(scriptsDir, 'commands'), entryPoints: Object.fromEntries(commands.map((c) => [c, `scripts/commands/${c}.ts`])) },
    { layer: 'lazy', outdir: lazyDir, entryPoints: Object.fromEntries(Object.entries(LAZY).map(([from, name]) => [name, from])) },
    // Each lazy library module on its own: its imports of the others go through stand-ins.
    ...Object.entries(LAZY_LIB).map(([from, name]) => ({ layer: 'lazy', outdir: lazyDir, entryPoints: { [name]: from }, self: from })),
  ];
  const metafile = { inputs: {}, outputs: {} };
  for (const { layer, outdir, entryPoints, self = null } of bundles) {
    const plugins = [separateFiles(root, layer, libExports, self), noTreeSitterEval];
    const result = await build({ ...BUNDLE_OPTIONS, absWorkingDir: root, entryPoints, outdir, plugins });
    Object.assign(metafile.inputs, result.metafile.inputs);
    Object.assign(metafile.outputs, result.metafile.outputs);
  }
  await bundlePackages(root, lazyDir, metafile);
  // A code-cached command ends with the hash of its content: the cache key includes it, so a
  // rebuilt file never meets the cache of the previous build (V8 itself checks only the length).
  for (const command of CACHED_COMMANDS) {
    const file = join(scriptsDir, 'commands', `${command}.cjs`);
    appendFileSync(file, `//# openforge-build=${createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16)}\n`);
  }
  chmodSync(join(scriptsDir, 'openforge.cjs'), 0o755);
  return metafile;
}
