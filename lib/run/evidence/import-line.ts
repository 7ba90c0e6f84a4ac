/** A line that only names what a file imports. */
export const IMPORT = /^[ \t]*(?:import\b|from\b|const[ \t]+.*=[ \t]*require\(|use[ \t]|mod[ \t]|#include\b)|\brequire\(/;
