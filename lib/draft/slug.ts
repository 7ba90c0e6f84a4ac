// The drafted PRD's file name: a slug of the request's first words.

/** Words kept from the request. */
const MAX_WORDS = 6;
const MAX_LENGTH = 40;

/** Filler words a slug does without. */
const FILLER = new Set(['a', 'an', 'the', 'to', 'for', 'of', 'and', 'with', 'please', 'that', 'in', 'on', 'run', 'pipeline', 'write', 'prd', 'plan']);

/** `build-rest-api-auth-crud-users` from "Run pipeline: Build a REST API with auth, CRUD for users"; `draft` when nothing is left. */
export function draftSlug(request: string): string {
  const words = request
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((w) => w !== '' && !FILLER.has(w))
    .slice(0, MAX_WORDS);
  let slug = '';
  for (const w of words) {
    const next = slug === '' ? w : `${slug}-${w}`;
    if (next.length > MAX_LENGTH) break;
    slug = next;
  }
  return slug === '' ? 'draft' : slug;
}

/** Where a drafted PRD lives, relative to the project. */
export const draftPrdPath = (slug: string): string => `.openforge/prds/${slug}.prd.md`;
