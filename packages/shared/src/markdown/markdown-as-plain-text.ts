/** A link's target in parentheses, which may hold one level of its own: `(https://x.org/a_(b))`. */
const TARGET = String.raw`\((?:[^()]|\([^()]*\))*\)`;
const PICTURE = new RegExp(String.raw`!\[([^\]]*)\]` + TARGET, 'g');
const LINK = new RegExp(String.raw`\[([^\]]*)\]` + TARGET, 'g');

/**
 * A Markdown text's words without its marks, for the places that show a short plain line:
 * cards (clamped to a few lines), meta descriptions, the path-URL pages' summaries. Not a
 * parser: it removes the common marks (headings, emphasis, list bullets, link targets, code
 * ticks) so "**Maths** for [JEE](https://…)" reads "Maths for JEE". Plain text passes unchanged.
 */
export function markdownAsPlainText(markdown: string): string {
  return markdown
    .replace(PICTURE, '$1')
    .replace(LINK, '$1')
    .replace(/^[ \t]{0,3}#{1,6}[ \t]+/gm, '')
    .replace(/^[ \t]{0,3}>[ \t]?/gm, '')
    .replace(/^([ \t]*)[-*+][ \t]+/gm, '$1')
    .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/(\*|_)(?=\S)([^*_\n]*?\S)\1(?![A-Za-z0-9])/g, '$2')
    .replace(/`([^`]*)`/g, '$1');
}
