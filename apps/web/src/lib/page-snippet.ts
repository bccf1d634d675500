import { markdownAsPlainText } from '@tutoring/shared/plain';

/**
 * A search result's snippet of a long text (Markdown): its words on one line, cut at a word
 * near 160 characters. What a page's head says of it when staff wrote no description.
 */
export function snippetOf(markdown: string, max = 160): string {
  const flat = markdownAsPlainText(markdown).replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,.;:]+$/, '')}…`;
}
