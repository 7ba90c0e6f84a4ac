// Builds the shipped skill folder: bundles scripts/*.ts into skills/openforge/scripts/
// (one entry, lazily loaded chunks per command), writes schemas/*.schema.json from the
// TypeBox contracts in lib/schema, generates lib/schema/validators.generated.ts (precompiled
// ajv validators for the same contracts), and copies references/ and schemas/ into the skill.
// Deterministic: same sources, same bytes. Usage: node build/build.mjs [--out DIR]
// (--out DIR writes DIR/skills/openforge, DIR/schemas and DIR/lib/schema/validators.generated.ts
// instead, for the parity check).
import { build } from 'esbuild';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tmpdir } from 'node:os';
import { generateValidators, schemaDocument } from './gen-validators.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outArg = process.argv.indexOf('--out');
const outRoot = outArg > 0 ? resolve(process.argv[outArg + 1]) : root;
const skillDir = join(outRoot, 'skills/openforge');
const schemasOut = join(outRoot, 'schemas');
const validatorsOut = join(outRoot, 'lib/schema/validators.generated.ts');
/** The validators the shipped run commands load on every call: only these, so the bundle stays small. */
/**
 * The validators the shipped run commands load: one file each, so that the big event
 * validator loads only when a state is rebuilt from its events (lib/io/run-session.ts).
 */
const RUNTIME_VALIDATORS = {
  'run-state': 'lib/schema/run-state-validator.generated.ts',
  'run-event': 'lib/schema/run-event-validator.generated.ts',
  'complexity-baseline': 'lib/schema/complexity-baseline-validator.generated.ts',
};

/** web-tree-sitter's runtime and the grammars the complexity meter loads (lib/io/tree-sitter.ts). */
const GRAMMARS = ['python', 'go', 'rust', 'java'];
const TREE_SITTER_JS = /node_modules[\\/]web-tree-sitter[\\/]tree-sitter\.js$/;
/**
 * web-tree-sitter's dynamic linker evals the JS of EM_ASM/EM_JS side-module code: two
 * `eval(func)` statements. No shipped grammar has such code, and the shipped scripts must hold
 * no eval (OpenClaw's scanner flags it), so both become a throw. The build fails when the
 * statements are not found exactly twice: an upgrade must not silently ship eval.
 */
const TREE_SITTER_EVALS = [/ASM_CONSTS\[start\] = eval\(func\);/g, /moduleExports\[name\] = eval\(func\);/g];
function patchTreeSitterEval(contents, path) {
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
const noTreeSitterEval = {
  name: 'no-tree-sitter-eval',
  setup(b) {
    b.onLoad({ filter: TREE_SITTER_JS }, (args) => ({ contents: patchTreeSitterEval(readFileSync(args.path, 'utf8'), args.path), loader: 'js' }));
  },
};

/** skills/openforge/grammars/: tree-sitter.wasm and tree-sitter-<language>.wasm, offline. */
function copyGrammars() {
  const grammarsDir = join(skillDir, 'grammars');
  rmSync(grammarsDir, { recursive: true, force: true });
  mkdirSync(grammarsDir, { recursive: true });
  const files = [
    [join(root, 'node_modules/web-tree-sitter/tree-sitter.wasm'), 'tree-sitter.wasm'],
    ...GRAMMARS.map((language) => [join(root, `node_modules/tree-sitter-wasms/out/tree-sitter-${language}.wasm`), `tree-sitter-${language}.wasm`]),
  ];
  // Checked on every build, bundled yet or not: the patch must still apply to this version.
  const runtimeJs = join(root, 'node_modules/web-tree-sitter/tree-sitter.js');
  patchTreeSitterEval(readFileSync(runtimeJs, 'utf8'), runtimeJs);
  for (const [from, name] of files) {
    if (!existsSync(from)) throw new Error(`missing ${from}: run npm ci`);
    copyFileSync(from, join(grammarsDir, name));
  }
}

/** The yaml package (and other CJS deps) call require(); give the ESM bundle one. */
const BANNER = "import { createRequire as __openforgeCreateRequire } from 'node:module';\nconst require = __openforgeCreateRequire(import.meta.url);";

async function bundleScripts() {
  const scriptsDir = join(skillDir, 'scripts');
  rmSync(scriptsDir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: { openforge: 'scripts/openforge.ts' },
    outdir: scriptsDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    entryNames: '[name]',
    banner: { js: BANNER },
    legalComments: 'none',
    // Whitespace only: names stay readable, while the generated validators (deeply nested
    // code) shrink to a third, which is parse time on every call.
    minifyWhitespace: true,
    treeShaking: true,
    metafile: true,
    charset: 'utf8',
    logLevel: 'warning',
    plugins: [noTreeSitterEval],
  });
  chmodSync(join(scriptsDir, 'openforge.mjs'), 0o755);
  return result.metafile;
}

/** Bundled third-party packages with their licenses, so the shipped folder carries the notices. */
function writeNotices(metafile) {
  const packages = new Map();
  for (const input of Object.keys(metafile.inputs)) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (!match || packages.has(match[1])) continue;
    const pkgJson = JSON.parse(readFileSync(join(root, 'node_modules', match[1], 'package.json'), 'utf8'));
    packages.set(match[1], { version: pkgJson.version, license: pkgJson.license ?? 'see package' });
  }
  const lines = ['# Third-party code bundled in scripts/', '', '| package | version | license |', '|---|---|---|'];
  for (const [name, { version, license }] of [...packages].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(`| ${name} | ${version} | ${license} |`);
  }
  const wasms = JSON.parse(readFileSync(join(root, 'node_modules/tree-sitter-wasms/package.json'), 'utf8'));
  const runtime = JSON.parse(readFileSync(join(root, 'node_modules/web-tree-sitter/package.json'), 'utf8'));
  lines.push(
    '',
    '# Third-party files in grammars/',
    '',
    '| file | from | license |',
    '|---|---|---|',
    `| tree-sitter.wasm | web-tree-sitter ${runtime.version} | ${runtime.license} |`,
    ...GRAMMARS.map(
      (language) => `| tree-sitter-${language}.wasm | tree-sitter-wasms ${wasms.version} (${wasms.license}), built from tree-sitter-${language} | MIT |`,
    ),
  );
  writeFileSync(join(skillDir, 'THIRD-PARTY-NOTICES.md'), lines.join('\n') + '\n');
}

/**
 * schemas/*.schema.json from lib/schema/registry.ts (TypeBox → JSON Schema 2020-12), and
 * lib/schema/validators.generated.ts from the same documents.
 */
async function writeSchemas() {
  const tmp = mkdtempSync(join(tmpdir(), 'openforge-schemas-'));
  try {
    const outfile = join(tmp, 'registry.mjs');
    await build({
      absWorkingDir: root,
      // Only the registry: not lib/schema/index.ts, which re-exports the generated
      // validators this step is about to (re)write.
      stdin: {
        contents: "export { SCHEMAS } from './lib/schema/registry.ts';\nexport { SCHEMA_DIALECT } from './lib/schema/version.ts';\n",
        resolveDir: root,
        sourcefile: 'schema-registry-entry.mjs',
        loader: 'js',
      },
      outfile,
      bundle: true,
      format: 'esm',
      platform: 'node',
      logLevel: 'warning',
    });
    const { SCHEMAS, SCHEMA_DIALECT } = await import(pathToFileURL(outfile).href);
    rmSync(schemasOut, { recursive: true, force: true });
    mkdirSync(schemasOut, { recursive: true });
    for (const [name, schema] of Object.entries(SCHEMAS).sort(([a], [b]) => a.localeCompare(b))) {
      const document = schemaDocument(name, schema, SCHEMA_DIALECT);
      writeFileSync(join(schemasOut, `${name}.schema.json`), JSON.stringify(document, null, 2) + '\n');
    }
    mkdirSync(dirname(validatorsOut), { recursive: true });
    writeFileSync(validatorsOut, await generateValidators(SCHEMAS));
    for (const [name, file] of Object.entries(RUNTIME_VALIDATORS)) {
      writeFileSync(join(outRoot, file), await generateValidators({ [name]: SCHEMAS[name] }, { allErrors: false }));
    }
    rmSync(join(outRoot, 'lib/schema/run-validators.generated.ts'), { force: true });
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

function copyDir(from, to) {
  rmSync(to, { recursive: true, force: true });
  if (!existsSync(from)) return;
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.isDirectory()) copyDir(join(from, entry.name), join(to, entry.name));
    else if (entry.isFile()) copyFileSync(join(from, entry.name), join(to, entry.name));
  }
}

mkdirSync(skillDir, { recursive: true });
await writeSchemas();
const metafile = await bundleScripts();
writeNotices(metafile);
copyGrammars();
copyDir(join(root, 'references'), join(skillDir, 'references'));
copyDir(schemasOut, join(skillDir, 'schemas'));
if (outRoot !== root && existsSync(join(root, 'skills/openforge/SKILL.md'))) {
  copyFileSync(join(root, 'skills/openforge/SKILL.md'), join(skillDir, 'SKILL.md'));
}
process.stdout.write(
  `built ${relative(root, skillDir) || skillDir}, ${relative(root, schemasOut) || schemasOut} and ${relative(root, validatorsOut)}\n`,
);
