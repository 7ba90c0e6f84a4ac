/** Small helpers for reading a program's arguments the way most CLIs do. */

/** The program's name for table look-ups: basename, lower case, no `.exe`, no `@version`. */
export function programKey(program: string): string {
  const base = program.slice(Math.max(program.lastIndexOf('/'), program.lastIndexOf('\\')) + 1).toLowerCase();
  const noExe = base.endsWith('.exe') ? base.slice(0, -4) : base;
  const at = noExe.indexOf('@', 1);
  return at > 0 ? noExe.slice(0, at) : noExe;
}

/** Whether the word is an option (`-x`, `--long`), not a lone `-` (stdin) or `--`. */
export function isOption(arg: string): boolean {
  return arg.startsWith('-') && arg !== '-' && arg !== '--';
}

/** Index of the first positional argument, skipping option values named in `valueOptions`. */
export function firstPositional(args: readonly string[], valueOptions: readonly string[] = []): number {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--') return i + 1 < args.length ? i + 1 : -1;
    if (!isOption(arg)) return i;
    if (valueOptions.includes(arg)) i += 1;
  }
  return -1;
}

/** Whether `arg` is `--name`, `--name=…` for one of `names` (exact for single-dash names). */
export function isNamedOption(arg: string, names: readonly string[]): boolean {
  return names.some((name) => arg === name || (name.startsWith('--') && arg.startsWith(`${name}=`)));
}

/** Index of the first argument that is one of the named options, or -1. */
export function findOption(args: readonly string[], names: readonly string[]): number {
  return args.findIndex((arg) => isNamedOption(arg, names));
}

/** How an interpreter reads its leading options, enough to find a code-running flag. */
export interface OptionGrammar {
  /** Short letters that take code (`c` for `sh -c`, `e` for `perl -e`). */
  readonly flags: string;
  /** Long options that take code (`--eval`), matched exactly or as `--eval=…`. */
  readonly long?: readonly string[];
  /** Short letters whose value is the rest of the cluster or, when last, the next argument. */
  readonly values?: string;
  /** Short letters whose optional value can only be the rest of the cluster (perl's `-i.bak`, `-Mstrict`). */
  readonly glued?: string;
  /** Short letters followed by optional digits only (perl's `-l`, `-0`). */
  readonly digits?: string;
  /** Short letters that end option parsing (python's `-m module`). */
  readonly terminators?: string;
  /** Long options that take the next argument as their value. */
  readonly longValues?: readonly string[];
}

/**
 * Index of the leading option that makes the interpreter run code given on the command
 * line, or -1. Reading stops at the first positional argument (a script and its own
 * arguments), at `--`, and at a terminator.
 */
export function findCodeFlag(args: readonly string[], grammar: OptionGrammar): number {
  const values = grammar.values ?? '';
  const glued = grammar.glued ?? '';
  const digits = grammar.digits ?? '';
  const terminators = grammar.terminators ?? '';
  let unknownLong = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    // A word after a long option the grammar does not know may be that option's value
    // (`node --title x -e …`): reading goes on rather than stopping at a possible script.
    if (!isOption(arg) && !/^\+[A-Za-z]+$/.test(arg)) {
      if (!unknownLong) return -1;
      unknownLong = false;
      continue;
    }
    unknownLong = false;
    if (arg.startsWith('--')) {
      if (isNamedOption(arg, grammar.long ?? [])) return i;
      if ((grammar.longValues ?? []).includes(arg)) i += 1;
      else unknownLong = !arg.includes('=');
      continue;
    }
    for (let p = 1; p < arg.length; p++) {
      const letter = arg[p] as string;
      if (grammar.flags.includes(letter)) return i;
      if (terminators.includes(letter)) return -1;
      if (values.includes(letter)) {
        if (p === arg.length - 1) i += 1;
        break;
      }
      if (glued.includes(letter)) break;
      if (digits.includes(letter)) while (p + 1 < arg.length && /\d/.test(arg[p + 1] as string)) p += 1;
    }
  }
  return -1;
}
