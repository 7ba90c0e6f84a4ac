import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import { frontmatter } from 'micromark-extension-frontmatter';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';

/**
 * GitHub-flavoured markdown without its autolink literals (bare `www.`/`https://` text turned
 * into links): they change only inline content, which the PRD parser reads for headings alone
 * (and a link's text is the URL as written), while their tokenizer and tree transform were
 * about a third of the parse time of a small PRD (bench/RESULTS.md).
 */
const gfmSyntax = () => [gfmFootnote(), gfmStrikethrough(), gfmTable(), gfmTaskListItem()];
const gfmTrees = () => [gfmFootnoteFromMarkdown(), gfmStrikethroughFromMarkdown(), gfmTableFromMarkdown(), gfmTaskListItemFromMarkdown()];

/**
 * The extension objects, made once: they are plain tables of constructs and handlers with no
 * state (micromark and mdast-util-from-markdown keep theirs per parse), and a PRD is parsed in
 * pieces, so building them per piece showed in profiles.
 */
interface Extensions {
  syntax: ReturnType<typeof gfmSyntax>;
  trees: ReturnType<typeof gfmTrees>;
  frontMatterSyntax: ReturnType<typeof frontmatter>;
  frontMatterTree: ReturnType<typeof frontmatterFromMarkdown>;
}
let made: Extensions | null = null;
function extensionsOnce(): Extensions {
  made ??= { syntax: gfmSyntax(), trees: gfmTrees(), frontMatterSyntax: frontmatter(['yaml']), frontMatterTree: frontmatterFromMarkdown(['yaml']) };
  return made;
}

export interface MarkdownResult {
  root: Root;
  /** Set when GFM had to be dropped (its tree transforms recurse and overflow on absurd nesting). */
  degraded: boolean;
}

/**
 * Parse one piece of markdown into mdast (CommonMark + GFM as above, plus YAML front matter
 * when `withFrontMatter`). Positions are relative to the piece. Returns null only
 * when even plain CommonMark parsing fails (the library threw), never throws.
 */
export function parseMarkdown(text: string, withFrontMatter: boolean): MarkdownResult | null {
  const made = extensionsOnce();
  const extensions = withFrontMatter ? [made.frontMatterSyntax] : [];
  const mdastExtensions = withFrontMatter ? [made.frontMatterTree] : [];
  try {
    const root = fromMarkdown(text, {
      extensions: [...extensions, ...made.syntax],
      mdastExtensions: [...mdastExtensions, ...made.trees],
    });
    return { root, degraded: false };
  } catch {
    // GFM's autolink transform walks the tree recursively: thousands of nested
    // blockquotes or lists overflow the stack. Plain CommonMark compiles iteratively.
  }
  try {
    return { root: fromMarkdown(text, { extensions, mdastExtensions }), degraded: true };
  } catch {
    return null;
  }
}
