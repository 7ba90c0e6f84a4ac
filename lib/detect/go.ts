// A Go module: go.mod names the module; `go build`, `go test` and `go vet` over every
// package, and golangci-lint when the project configures it.

import { type CommandCandidate, type EcosystemFindings, hasEntry, type ProjectListing } from './shape.js';

const GOLANGCI = ['.golangci.yml', '.golangci.yaml', '.golangci.toml', '.golangci.json'];

export function detectGo(listing: ProjectListing): EcosystemFindings | null {
  const text = listing.files.get('go.mod');
  if (text === undefined) return null;
  const module = /^\s*module\s+("?)([^\s"]+)\1\s*$/m.exec(text)?.[2] ?? null;
  const commands: CommandCandidate[] = [
    { purpose: 'build', command: 'go build ./...', source: 'go.mod' },
    { purpose: 'test', command: 'go test ./...', source: 'go.mod' },
    { purpose: 'lint', command: 'go vet ./...', source: 'go.mod' },
  ];
  const golangci = GOLANGCI.find((f) => hasEntry(listing, f));
  if (golangci !== undefined) commands.push({ purpose: 'lint', command: 'golangci-lint run', source: golangci });
  return {
    ecosystem: { name: 'go', manifest: 'go.mod', packageManager: 'go', project: module },
    languages: ['go'],
    commands,
    sourceDirs: ['cmd', 'internal', 'pkg'].filter((d) => hasEntry(listing, d, true)),
    diagnostics: [],
  };
}
