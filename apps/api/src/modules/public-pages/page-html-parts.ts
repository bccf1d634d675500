import { markdownAsPlainText } from '@tutoring/shared';
import { escapeHtml } from '../../lib/http/html-text';

/** Small pieces of a page's main text; every text they take is escaped here. */
export const text = (value: string): string => escapeHtml(value);

/**
 * A long text (Markdown, or plain text written before it) as escaped paragraphs of its words:
 * a crawler reads the same text the app shows, with no mark, raw HTML or link of its own.
 */
export const paragraph = (value: string): string =>
  markdownAsPlainText(value)
    .split(/\n\s*\n/)
    .filter((part) => part.trim() !== '')
    .map((part) => `<p>${text(part.trim())}</p>`)
    .join('\n');

export const link = (href: string, label: string): string =>
  `<a href="${text(href)}">${text(label)}</a>`;

/** A bulleted list of already-built HTML items; nothing when empty. */
export const list = (items: readonly string[]): string =>
  items.length ? `<ul>\n${items.map((item) => `<li>${item}</li>`).join('\n')}\n</ul>` : '';

/** A titled section; nothing when its body is empty. */
export const section = (heading: string, body: string): string =>
  body ? `<section>\n<h2>${text(heading)}</h2>\n${body}\n</section>` : '';
