// An esbuild plugin for the split build (build/bundle.mjs): imports of a folder's index.ts (a
// barrel that only re-exports, docs/design.md#architecture) become imports of the files that
// define the names. esbuild assigns a file to the chunks of every entry that reaches it through
// imports, used or not; through a barrel, `next` reached the gate validator, the tree-sitter
// runtime and every other module of lib/ some command uses, and loaded them. Barrels listed in
// `keep` (the stand-ins of LAZY_LIB) are left alone. Reads the sources with TypeScript's parser.
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const isBarrel = (file) => /[\\/]index\.ts$/.test(file);
const tsFile = (from, specifier) => resolve(dirname(from), specifier.replace(/\.js$/, '.ts'));

/** name → { file, name } for what `file` exports (through `export *` and named re-exports). */
function exportMap(file, cache) {
  const cached = cache.get(file);
  if (cached !== undefined) return cached;
  const map = new Map();
  cache.set(file, map);
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      if (statement.moduleSpecifier === undefined) {
        for (const el of statement.exportClause?.elements ?? []) map.set(el.name.text, { file, name: (el.propertyName ?? el.name).text });
        continue;
      }
      const target = tsFile(file, statement.moduleSpecifier.text);
      const inner = exportMap(target, cache);
      if (statement.exportClause === undefined) {
        for (const [name, where] of inner) if (name !== 'default' && !map.has(name)) map.set(name, where);
      } else if (ts.isNamedExports(statement.exportClause)) {
        for (const el of statement.exportClause.elements) {
          const original = (el.propertyName ?? el.name).text;
          map.set(el.name.text, inner.get(original) ?? { file: target, name: original });
        }
      }
      continue;
    }
    const exported = ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported) continue;
    if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) if (ts.isIdentifier(d.name)) map.set(d.name.text, { file, name: d.name.text });
    } else if (statement.name !== undefined && ts.isIdentifier(statement.name)) {
      map.set(statement.name.text, { file, name: statement.name.text });
    }
  }
  return map;
}

/** `text` (the source of `file`) with its named imports of barrels split into imports of the defining files. */
function rewrite(file, text, cache, keep) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const edits = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const specifier = statement.moduleSpecifier.text;
    if (!specifier.startsWith('.')) continue;
    const target = tsFile(file, specifier);
    const clause = statement.importClause;
    if (!isBarrel(target) || keep.has(target) || clause === undefined || clause.isTypeOnly || clause.name !== undefined) continue;
    const bindings = clause.namedBindings;
    if (bindings === undefined || !ts.isNamedImports(bindings)) continue;
    const map = exportMap(target, cache);
    const byFile = new Map();
    let unknown = false;
    for (const el of bindings.elements) {
      if (el.isTypeOnly) continue;
      const where = map.get((el.propertyName ?? el.name).text);
      if (where === undefined) unknown = true;
      else byFile.set(where.file, [...(byFile.get(where.file) ?? []), `${where.name} as ${el.name.text}`]);
    }
    if (unknown) continue;
    const imports = [...byFile].map(([defining, names]) => {
      let rel = relative(dirname(file), defining).split('\\').join('/').replace(/\.ts$/, '.js');
      if (!rel.startsWith('.')) rel = `./${rel}`;
      return `import { ${names.join(', ')} } from ${JSON.stringify(rel)};`;
    });
    edits.push([statement.getStart(source), statement.end, imports.join(' ')]);
  }
  let out = text;
  for (const [start, end, replacement] of edits.reverse()) out = out.slice(0, start) + replacement + out.slice(end);
  return out;
}

/** The plugin: `keep` lists barrels (relative to `root`) whose imports must stay as they are. */
export function directImports(root, keep = []) {
  const cache = new Map();
  const kept = new Set(keep.map((k) => join(root, k)));
  return {
    name: 'direct-imports',
    setup(b) {
      b.onLoad({ filter: /\.ts$/ }, (args) => {
        if (args.path.includes('node_modules') || !args.path.startsWith(root)) return undefined;
        return { contents: rewrite(args.path, readFileSync(args.path, 'utf8'), cache, kept), loader: 'ts', resolveDir: dirname(args.path) };
      });
    },
  };
}
