import picomatch from 'picomatch';

/**
 * Whether two `Files:` globs may name a common path. Conservative: it may say
 * "overlap" for globs that are in fact disjoint, never the reverse.
 *
 * After normalizing (`./` dropped, `\` → `/`, repeated `/` collapsed, a trailing
 * `/` read as `dir/**`), two globs overlap when
 * 1. one is a literal path (no glob character) that the other matches
 *    (picomatch, dotfiles included), or
 * 2. their static prefixes — the whole path segments before the first segment
 *    holding a glob character; a literal's prefix is the whole literal — are
 *    one a prefix of the other, segment by segment (`src` vs `src/auth/**`
 *    overlap; `src/a/**` vs `src/b/**` do not). A literal thus also covers
 *    everything beneath it, as a directory would.
 * except that two globs whose literal tails (the text after their last glob
 * character) cannot both end one path are disjoint: `src/**\/*.ts` vs
 * `src/**\/*.md`. Negated (`!x`) and escaped patterns skip that refinement.
 */
export function globsOverlap(a: string, b: string): boolean {
  return parsedGlobsOverlap(parseGlob(a), parseGlob(b));
}

/** {@link globsOverlap} of two globs already parsed (no string lookups: the scheduler's inner loop). */
export function parsedGlobsOverlap(x: ParsedGlob, y: ParsedGlob): boolean {
  if (x.isGlob && y.isGlob && !tailsCompatible(x, y)) return false;
  if (!x.isGlob && matcherOf(y)(x.text)) return true;
  if (!y.isGlob && matcherOf(x)(y.text)) return true;
  return isSegmentPrefix(x.prefix, y.prefix) || isSegmentPrefix(y.prefix, x.prefix);
}

/** Every overlapping pair between two phases' `Files:` lists, as [glob of a, glob of b]. */
export function filesOverlap(a: readonly string[], b: readonly string[]): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const x of a) for (const y of b) if (globsOverlap(x, y)) pairs.push([x, y]);
  return pairs;
}

export interface FilesOverlap {
  wave: number;
  a: string;
  b: string;
  globs: Array<[string, string]>;
}

/**
 * Pairs of phases in the same wave whose `Files:` overlap. `planWaves` never
 * builds such a wave; this checks a schedule built or edited elsewhere.
 */
export function findFilesOverlaps(
  phases: ReadonlyArray<{ name: string; files: readonly string[] }>,
  waves: readonly (readonly string[])[],
): FilesOverlap[] {
  const files = new Map(phases.map((p) => [p.name, p.files]));
  const found: FilesOverlap[] = [];
  waves.forEach((wave, w) => {
    for (let i = 0; i < wave.length; i++) {
      for (let j = i + 1; j < wave.length; j++) {
        const a = wave[i]!;
        const b = wave[j]!;
        const globs = filesOverlap(files.get(a) ?? [], files.get(b) ?? []);
        if (globs.length > 0) found.push({ wave: w, a, b, globs });
      }
    }
  });
  return found;
}

const GLOB_CHAR = /[*?[\]{}()!]/;

export interface ParsedGlob {
  text: string;
  isGlob: boolean;
  prefix: string[];
  /** Literal text every match ends with; null when unknown (negated or escaped patterns). */
  tail: string | null;
  /** picomatch's matcher of `text`, made on first use. */
  match?: (path: string) => boolean;
}

/** Memo caches (pure: same input, same output); cleared when large so a long-lived process stays bounded. */
const CACHE_LIMIT = 10_000;
const parsed = new Map<string, ParsedGlob>();

/** A `Files:` glob normalized, with its static prefix and literal tail (memoized). */
export function parseGlob(raw: string): ParsedGlob {
  const cached = parsed.get(raw);
  if (cached !== undefined) return cached;
  let text = raw.trim().replace(/\\(?![*?[\]{}()!])/g, '/').replace(/\/{2,}/g, '/');
  while (text.startsWith('./')) text = text.slice(2);
  if (text.endsWith('/') && text.length > 1) text = `${text}**`;
  const isGlob = GLOB_CHAR.test(text) || text.includes('\\');
  const segments = text.split('/').filter((s) => s !== '' && s !== '.');
  const prefix: string[] = [];
  for (const segment of segments) {
    if (GLOB_CHAR.test(segment) || segment.includes('\\')) break;
    prefix.push(segment);
  }
  let tail: string | null = null;
  if (!text.startsWith('!') && !text.includes('\\')) {
    let last = -1;
    for (let i = 0; i < text.length; i++) if (GLOB_CHAR.test(text[i]!)) last = i;
    tail = text.slice(last + 1);
  }
  const result: ParsedGlob = { text, isGlob, prefix, tail };
  if (parsed.size >= CACHE_LIMIT) parsed.clear();
  parsed.set(raw, result);
  return result;
}

function tailsCompatible(x: ParsedGlob, y: ParsedGlob): boolean {
  if (x.tail === null || y.tail === null) return true;
  return x.tail.endsWith(y.tail) || y.tail.endsWith(x.tail);
}

function isSegmentPrefix(short: readonly string[], long: readonly string[]): boolean {
  if (short.length > long.length) return false;
  for (let i = 0; i < short.length; i++) if (short[i] !== long[i]) return false;
  return true;
}

function matcherOf(glob: ParsedGlob): (path: string) => boolean {
  glob.match ??= picomatch(glob.text, { dot: true });
  return glob.match;
}
