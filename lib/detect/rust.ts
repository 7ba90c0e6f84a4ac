// A Cargo package or workspace: `cargo build`, `cargo test`, clippy and rustfmt.

import type { Diagnostic } from '../schema/index.js';
import { type EcosystemFindings, hasEntry, type ProjectListing } from './shape.js';
import { parseToml, tableAt } from './toml.js';

export function detectRust(listing: ProjectListing): EcosystemFindings | null {
  const text = listing.files.get('Cargo.toml');
  if (text === undefined) return null;
  const diagnostics: Diagnostic[] = [];
  const cargo = parseToml('Cargo.toml', text, diagnostics);
  const name = tableAt(cargo, ['package'])?.name;
  const workspace = tableAt(cargo, ['workspace']) !== undefined;
  const all = workspace ? ' --workspace' : '';
  return {
    ecosystem: { name: 'rust', manifest: 'Cargo.toml', packageManager: 'cargo', project: typeof name === 'string' ? name : null },
    languages: ['rust'],
    commands: [
      { purpose: 'build', command: `cargo build${all}`, source: 'Cargo.toml' },
      { purpose: 'test', command: `cargo test${all}`, source: 'Cargo.toml' },
      { purpose: 'lint', command: `cargo clippy${all} --all-targets`, source: 'Cargo.toml' },
      { purpose: 'format', command: 'cargo fmt --check', source: 'Cargo.toml' },
    ],
    sourceDirs: ['src', 'crates'].filter((d) => hasEntry(listing, d, true)),
    diagnostics,
  };
}
