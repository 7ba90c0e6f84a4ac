/** Every JSON document OpenForge prints or stores carries this version. */
export const SCHEMA_VERSION = 1;

/** The JSON Schema dialect of every file in `schemas/`. */
export const SCHEMA_DIALECT = 'https://json-schema.org/draft/2020-12/schema';
