// Which files `detect` reads: manifests, lockfiles and tool configs at the project's top
// level. Only these are read (each at most 4 MB, the shell's limit); nothing is executed.

/** Files whose content the readers use. */
export const DETECT_FILES: readonly string[] = [
  'package.json',
  'pyproject.toml',
  'setup.cfg',
  'tox.ini',
  'pytest.ini',
  'Cargo.toml',
  'go.mod',
  'Makefile',
  'makefile',
  'GNUmakefile',
  'build.gradle',
  'build.gradle.kts',
  'settings.gradle',
  'settings.gradle.kts',
  'pom.xml',
];
