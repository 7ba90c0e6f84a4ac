// Gradle and Maven builds: the wrapper script when the project ships one.

import { type EcosystemFindings, firstFile, hasEntry, type ProjectListing } from './shape.js';

const GRADLE_FILES = ['build.gradle.kts', 'build.gradle', 'settings.gradle.kts', 'settings.gradle'];

export function detectGradle(listing: ProjectListing): EcosystemFindings | null {
  const manifest = firstFile(listing, GRADLE_FILES);
  if (manifest === undefined) return null;
  const gradle = hasEntry(listing, 'gradlew', false) ? './gradlew' : 'gradle';
  const text = listing.files.get(manifest) ?? '';
  const kotlin = /kotlin\s*\(|org\.jetbrains\.kotlin/.test(text) || hasEntry(listing, 'src', true) && /kotlin/.test(text);
  return {
    ecosystem: { name: 'gradle', manifest, packageManager: 'gradle', project: null },
    languages: kotlin ? ['kotlin', 'java'] : ['java'],
    commands: [
      { purpose: 'build', command: `${gradle} build`, source: manifest },
      { purpose: 'test', command: `${gradle} test`, source: manifest },
    ],
    sourceDirs: ['src'].filter((d) => hasEntry(listing, d, true)),
    diagnostics: [],
  };
}

export function detectMaven(listing: ProjectListing): EcosystemFindings | null {
  const text = listing.files.get('pom.xml');
  if (text === undefined) return null;
  const mvn = hasEntry(listing, 'mvnw', false) ? './mvnw' : 'mvn';
  // The project's own artifactId: the first one outside <parent>.
  const artifact = /<artifactId>\s*([^<\s]+)\s*<\/artifactId>/.exec(text.replace(/<parent>[\s\S]*?<\/parent>/, ''))?.[1] ?? null;
  return {
    ecosystem: { name: 'maven', manifest: 'pom.xml', packageManager: 'maven', project: artifact },
    languages: ['java'],
    commands: [
      { purpose: 'build', command: `${mvn} -B package`, source: 'pom.xml' },
      { purpose: 'test', command: `${mvn} -B test`, source: 'pom.xml' },
    ],
    sourceDirs: ['src'].filter((d) => hasEntry(listing, d, true)),
    diagnostics: [],
  };
}
