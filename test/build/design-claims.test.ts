// docs/design.md matches the code (issue 29 item 7): one check per structural claim a test can
// check. Section links are checked by design-anchors.test.ts; the shell's size and complexity by
// shell-size.test.ts; the production validators by validators.test.ts; the pure core by the lint.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../helpers/source-files.js';

const root = resolve(import.meta.dirname, '../..');
const design = readFileSync(join(root, 'docs/design.md'), 'utf8');
/** The design as one line per paragraph, so that a claim broken over lines reads whole. */
const prose = design.replace(/([^\n])\n(?=[^\n#|-])/g, '$1 ');

/** The `kind`s of the exported union type `name`, wherever in lib/ it is declared. */
function unionKinds(name: string): string[] {
  for (const file of filesUnder(join(root, 'lib'))) {
    const text = readFileSync(file, 'utf8');
    const start = text.search(new RegExp(`export type ${name} =`));
    if (start < 0) continue;
    const body = text.slice(start, text.indexOf(';\n', text.indexOf("kind: '", start)) + 1);
    return [...body.matchAll(/kind: '([\w-]+)'/g)].map((m) => m[1] as string).sort();
  }
  throw new Error(`no export type ${name} in lib/`);
}

/** The backticked kebab-case words of the bullet that starts with `` `label`: ``. */
function bulletKinds(label: string): string[] {
  const bullet = prose.split('\n').find((l) => l.startsWith(`- \`${label}\``));
  expect(bullet, `design.md has a bullet for ${label}`).toBeDefined();
  return [...new Set([...(bullet ?? '').matchAll(/`([a-z]+(?:-[a-z]+)+)`/g)].map((m) => m[1] as string))].sort();
}

describe('docs/design.md claims about the code', () => {
  it('every file and folder it names exists (in the repository or the built skill folder)', () => {
    const named = new Set(
      [...design.matchAll(/`((?:lib|scripts|test|build|bench|schemas|references|docs|demo|skills)\/[^`\s*<{]*)`/g)]
        .map((m) => m[1] as string)
        .filter((p) => p.endsWith('/') || /\.(ts|mjs|cjs|json|md)$/.test(p)),
    );
    expect(named.size).toBeGreaterThan(80);
    const missing = [...named].filter((p) => !existsSync(join(root, p)) && !existsSync(join(root, 'skills/openforge', p)));
    expect(missing).toEqual([]);
  });

  it('every name it places in a file, as `name` (`file`) or `name`, `file`, is exported there', () => {
    const identifier = '[a-z]+[A-Z]\\w*|[A-Z][a-z]+[A-Z]\\w*|[A-Z_]{4,}';
    const placed = [...prose.matchAll(new RegExp(`\`(${identifier})(?:\\([^\`]*\\))?\`,? \\(?\`((?:lib|scripts|build)/[^\`]+\\.(?:ts|mjs))\``, 'g'))];
    expect(placed.length).toBeGreaterThan(5);
    const wrong = placed
      .map((m) => ({ name: m[1] as string, file: m[2] as string }))
      .filter(({ name, file }) => {
        const text = existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : '';
        const declared = new RegExp(`export (?:async )?(?:function\\*?|const|class|type|interface) ${name}\\b`);
        return !declared.test(text) && !new RegExp(`export \\{[^}]*\\b${name}\\b`).test(text);
      });
    expect(wrong).toEqual([]);
  });

  it('the run commands it lists are exactly the defineRunCommand specs', () => {
    const claim = /The run commands that act on an existing run \(([^)]*)\) are each one spec for `defineRunCommand`/.exec(prose);
    expect(claim).not.toBeNull();
    const listed = [...(claim?.[1] ?? '').matchAll(/`(\w+)`/g)].map((m) => m[1]).sort();
    const dir = join(root, 'scripts/commands');
    const specs = readdirSync(dir)
      .filter((f) => /defineRunCommand\s*</.test(readFileSync(join(dir, f), 'utf8')))
      .map((f) => f.replace(/\.ts$/, ''))
      .sort();
    expect(specs.length).toBeGreaterThan(0);
    expect(listed).toEqual(specs);
  });

  it('the engine requests and effects it lists are the kinds of the Request and Effect types', () => {
    expect(bulletKinds('requests')).toEqual(unionKinds('Request'));
    expect(bulletKinds('effects')).toEqual(unionKinds('Effect'));
  });

  it('the run-file writers it names are called only where it says: the disk RunIO and StartIO, which only the interpreter drives', () => {
    const claim = /the run-file writers \(([^)]*)\) are called only by the disk `RunIO`/.exec(prose);
    expect(claim).not.toBeNull();
    const writers = [...(claim?.[1] ?? '').matchAll(/`(\w+)`/g)].map((m) => m[1] as string);
    expect(writers.length).toBeGreaterThanOrEqual(5);
    const own = ['lib/io/run-session.ts', 'lib/io/run-store/events.ts', 'lib/io/run-store/seal.ts', 'lib/io/run-store/run-directory.ts', 'lib/io/run-store/run-files-ledger.ts'];
    const callers = ['lib', 'scripts']
      .flatMap((d) => filesUnder(join(root, d)))
      .map((f) => relative(root, f))
      .filter((f) => !own.includes(f) && writers.some((w) => new RegExp(`\\b${w}\\b`).test(readFileSync(join(root, f), 'utf8'))))
      .sort();
    expect(callers).toEqual(['lib/io/run-io.ts', 'lib/io/run-start.ts', 'lib/io/workspace.ts']);
    // The disk IOs are handed to the interpreter and nothing else.
    expect(readFileSync(join(root, 'lib/io/run-start.ts'), 'utf8')).toMatch(/interpretStart\(started, diskStartIO\(/);
    expect(readFileSync(join(root, 'lib/io/run-cycle.ts'), 'utf8')).toMatch(/interpretRun\(loaded\.state, [^\n]*, io\)/);
  });

  it('the interpreter makes at most the number of passes it says', () => {
    const claim = /at most (\d+) passes/.exec(prose);
    const code = /export const MAX_PASSES = (\d+);/.exec(readFileSync(join(root, 'lib/run/engine/passes.ts'), 'utf8'));
    expect(claim?.[1]).toBeDefined();
    expect(claim?.[1]).toBe(code?.[1]);
  });

  it('every folder of the pure core has an index.ts that only re-exports', () => {
    const lib = join(root, 'lib');
    const folders = readdirSync(lib, { withFileTypes: true }).filter((e) => e.isDirectory() && e.name !== 'io');
    expect(folders.length).toBeGreaterThan(10);
    const wrong = folders.flatMap((f) => {
      const index = join(lib, f.name, 'index.ts');
      if (!existsSync(index)) return [`${f.name}: no index.ts`];
      const code = readFileSync(index, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .split('\n')
        .map((l) => l.replace(/\/\/.*$/, '').trim())
        .filter((l) => l !== '');
      const statements = code.join(' ').split(';').map((s) => s.trim()).filter((s) => s !== '');
      return statements.filter((s) => !/^export (?:type )?(?:\*|\{[^}]*\})(?: as \w+)? from '[^']+'$/.test(s)).map((s) => `${f.name}: ${s}`);
    });
    expect(wrong).toEqual([]);
  });

  it('hand-written library files stay near the size it gives', () => {
    const claim = /files of at most about (\d+) lines \(none over (\d+)/.exec(prose);
    expect(claim).not.toBeNull();
    const [about, most] = [Number(claim?.[1]), Number(claim?.[2])];
    const sizes = filesUnder(join(root, 'lib'))
      .filter((f) => !f.endsWith('.generated.ts'))
      .map((f) => ({ file: relative(root, f), lines: readFileSync(f, 'utf8').split('\n').length - 1 }));
    expect(sizes.filter((s) => s.lines > most)).toEqual([]);
    expect(sizes.filter((s) => s.lines > about).length).toBeLessThanOrEqual(Math.ceil(sizes.length / 20));
  });
});
