/**
 * Grammars for the words after `--` that are not a vetted program's own:
 * `cargo test -- --test-threads=1` hands them to the test binary (libtest) and clippy's
 * `-- -D warnings` to the lint driver. A profile's `passthrough` names these or other
 * profiles (lib/gate/profiles.ts); each word after `--` must be an option of one of them with
 * a value of its type, or a plain operand.
 */

import type { GateProfile } from './profiles.js';
import type { ValueType } from './value-types.js';

const LIBTEST: GateProfile = {
  subcommands: null,
  flags: ['--nocapture', '--no-capture', '--ignored', '--include-ignored', '--exact', '-q', '--quiet', '--show-output', '--check',
    '--list', '--test', '--bench', '--no-fail-fast', '--verbose', '-v'],
  values: ['--test-threads', '--skip', '-D', '-W', '-A', '-F', '--deny', '--warn', '--allow', '--forbid', '--format', '--color',
    '--edition', '--config'],
  operands: true,
};

/** Grammars by name, beside the profiles. */
export const PASSTHROUGH_GRAMMARS: Readonly<Record<string, GateProfile>> = { libtest: LIBTEST };

/** Their value types (`libtest --config` is rustfmt's `key=value` list: only rule names). */
export const PASSTHROUGH_TYPES: Readonly<Record<string, Readonly<Record<string, ValueType>>>> = {
  libtest: {
    '--test-threads': 'int', '--skip': 'pattern', '-D': 'name', '-W': 'name', '-A': 'name', '-F': 'name', '--deny': 'name', '--warn': 'name',
    '--allow': 'name', '--forbid': 'name', '--format': ['pretty', 'terse', 'json', 'junit'], '--color': ['auto', 'always', 'never'],
    '--edition': ['2015', '2018', '2021', '2024'], '--config': ['edition=2015', 'edition=2018', 'edition=2021', 'edition=2024'],
  },
};
