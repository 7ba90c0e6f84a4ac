// Gradle (docs.gradle.org): prints no summary of tests by default; only that a filter found none.

import { has } from './read.js';
import type { TestRunner } from './types.js';

export const runner: TestRunner = {
  runner: 'gradle',
  order: 125,
  subcommands: [['gradle', 'test'], ['gradlew', 'test']],
  named: has('gradle', 'gradlew'),
  ran: [],
  none: [/^[ \t]*No tests found for given includes\b.*$/m],
};
