import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { frontmatter } from 'micromark-extension-frontmatter';
import { gfm } from 'micromark-extension-gfm';

export interface MarkdownResult {
  root: Root;
  /** Set when GFM had to be dropped (its tree transforms recurse and overflow on absurd nesting). */
  degraded: boolean;
}

/**
 * Parse one piece of markdown into mdast (CommonMark + GFM, plus YAML front matter
 * when `withFrontMatter`). Positions are relative to the piece. Returns null only
 * when even plain CommonMark parsing fails (the library threw), never throws.
 */
export function parseMarkdown(text: string, withFrontMatter: boolean): MarkdownResult | null {
  const extensions = withFrontMatter ? [frontmatter(['yaml'])] : [];
  const mdastExtensions = withFrontMatter ? [frontmatterFromMarkdown(['yaml'])] : [];
  try {
    const root = fromMarkdown(text, {
      extensions: [...extensions, gfm()],
      mdastExtensions: [...mdastExtensions, gfmFromMarkdown()],
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
