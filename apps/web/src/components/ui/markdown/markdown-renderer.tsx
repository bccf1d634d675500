import type { ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { htmlAsText } from './html-as-text';
import { safeLink } from './safe-link';

/** A dropped link (see safeLink) reads as its words, not as a link that goes nowhere. */
function SafeAnchor({
  href,
  children,
  node: _node,
  ...rest
}: ComponentProps<'a'> & { node?: unknown }) {
  if (!href) return <span>{children}</span>;
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

/**
 * Pictures are not part of a long text: one from another host would be a request the site
 * makes to a third party for every visitor. Its description stays, as text.
 */
function PictureAsText({ alt }: ComponentProps<'img'>) {
  return alt ? <span>{alt}</span> : null;
}

const COMPONENTS: Components = { a: SafeAnchor, img: PictureAsText };
const REMARK_PLUGINS = [htmlAsText];

/**
 * Markdown rendered for a public page. react-markdown builds React elements from the syntax
 * tree: raw HTML in the text is never rendered (it shows as the text it is), and every link
 * passes safeLink. Loaded lazily by MarkdownText, never in the entry chunk.
 */
export function MarkdownRenderer({ text }: { text: string }) {
  return (
    <Markdown
      remarkPlugins={REMARK_PLUGINS}
      urlTransform={(url) => safeLink(url)}
      components={COMPONENTS}
    >
      {text}
    </Markdown>
  );
}
