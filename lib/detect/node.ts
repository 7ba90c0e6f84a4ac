// A Node project: package.json's scripts run through the package manager its lockfile or
// `packageManager` field names.

import { warning } from '../diagnostics/index.js';
import type { CommandPurpose } from '../schema/detect.js';
import type { Diagnostic } from '../schema/index.js';
import { type CommandCandidate, type EcosystemFindings, hasEntry, type ProjectListing } from './shape.js';

const LOCKFILES: ReadonlyArray<[string, string]> = [
  ['pnpm-lock.yaml', 'pnpm'],
  ['yarn.lock', 'yarn'],
  ['bun.lock', 'bun'],
  ['bun.lockb', 'bun'],
  ['package-lock.json', 'npm'],
  ['npm-shrinkwrap.json', 'npm'],
];

/** Script names by purpose, the usual one first. */
const SCRIPTS: ReadonlyArray<[CommandPurpose, readonly string[]]> = [
  ['build', ['build', 'compile']],
  ['test', ['test', 'test:unit', 'tests']],
  ['lint', ['lint', 'lint:check', 'eslint']],
  ['typecheck', ['typecheck', 'type-check', 'types', 'check-types', 'tsc']],
  ['format', ['format:check', 'fmt:check', 'prettier:check']],
];

/** npm's placeholder `test` script, which only fails. */
const PLACEHOLDER_TEST = /no test specified/i;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function packageManager(manifest: Record<string, unknown>, listing: ProjectListing): string | null {
  const field = manifest.packageManager;
  if (typeof field === 'string') {
    const name = /^(npm|pnpm|yarn|bun)@/.exec(field)?.[1];
    if (name !== undefined) return name;
  }
  return LOCKFILES.find(([file]) => hasEntry(listing, file))?.[1] ?? null;
}

/** How `manager` runs the script `name`. */
function runScript(manager: string, name: string): string {
  if (name === 'test' && manager !== 'bun') return `${manager} test`;
  return manager === 'yarn' ? `yarn ${name}` : `${manager} run ${name}`;
}

function parseManifest(text: string, diagnostics: Diagnostic[]): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    if (isRecord(value)) return value;
    diagnostics.push(warning({ ruleId: 'detect-manifest-invalid', message: 'package.json is not a JSON object; its scripts are not used. Fix package.json.' }));
  } catch (err) {
    const detail = err instanceof Error ? err.message : String(err);
    diagnostics.push(warning({ ruleId: 'detect-manifest-invalid', message: `package.json is not valid JSON (${detail}); its scripts are not used. Fix package.json.` }));
  }
  return null;
}

const dependsOn = (manifest: Record<string, unknown>, name: string): boolean =>
  ['dependencies', 'devDependencies'].some((k) => isRecord(manifest[k]) && name in (manifest[k] as Record<string, unknown>));

export function detectNode(listing: ProjectListing): EcosystemFindings | null {
  const text = listing.files.get('package.json');
  if (text === undefined) return null;
  const diagnostics: Diagnostic[] = [];
  const manifest = parseManifest(text, diagnostics) ?? {};
  const manager = packageManager(manifest, listing);
  const runner = manager ?? 'npm';
  const scripts = isRecord(manifest.scripts) ? manifest.scripts : {};
  const commands: CommandCandidate[] = [];
  for (const [purpose, names] of SCRIPTS) {
    for (const name of names) {
      const body = scripts[name];
      if (typeof body !== 'string' || body.trim() === '') continue;
      if (name === 'test' && PLACEHOLDER_TEST.test(body)) continue;
      commands.push({ purpose, command: runScript(runner, name), source: `package.json scripts.${name}` });
      break;
    }
  }
  const typescript = hasEntry(listing, 'tsconfig.json') || dependsOn(manifest, 'typescript');
  return {
    ecosystem: { name: 'node', manifest: 'package.json', packageManager: manager, project: typeof manifest.name === 'string' ? manifest.name : null },
    languages: typescript ? ['typescript', 'javascript'] : ['javascript'],
    commands,
    sourceDirs: ['src', 'lib', 'app', 'packages', 'bin'].filter((d) => hasEntry(listing, d, true)),
    diagnostics,
  };
}
