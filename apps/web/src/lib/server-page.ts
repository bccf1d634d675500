/**
 * What a page reads from the HTML the server sent (the settings, the page's API answers): in
 * the browser, the page's JSON blocks; during a render on the server (src/ssr/render-page.tsx),
 * the same blocks' text handed to that render. Both sides parse the same text, so the server's
 * HTML and the browser's first render agree and hydrate without a mismatch.
 */
export interface ServerPage {
  /** Each JSON block's text by its element id, exactly as it is written into the page. */
  blocks: Readonly<Record<string, string>>;
  /** The site's origin, where the page's absolute URLs (JSON-LD) start. */
  origin: string;
  /** What the page's screen said of itself while rendering (lib/use-page-meta.ts). */
  meta?: { title: string; description: string; image?: string | undefined };
}

let pageOfRender: () => ServerPage | undefined = () => undefined;

/**
 * How the server tells which page a render is for (renders of several requests run
 * interleaved: src/ssr/render-page.tsx keeps each one's page in its async context). Never
 * called in the browser, which reads its one page's blocks.
 */
export function findServerPageWith(find: () => ServerPage | undefined): void {
  pageOfRender = find;
}

/** The page being rendered on the server; undefined in the browser. */
export const serverPage = (): ServerPage | undefined => pageOfRender();

/** A JSON block's text ('' without it: the development server, or a database that was away). */
export function blockText(id: string): string {
  const rendering = serverPage();
  if (rendering) return rendering.blocks[id] ?? '';
  return typeof document === 'undefined' ? '' : (document.getElementById(id)?.textContent ?? '');
}

/**
 * The origin the page's absolute URLs start at: the site's (PUBLIC_ORIGIN), which the server
 * wrote into the page's canonical link, so both renders write the same URLs; the address
 * bar's without one (the development server).
 */
export function pageOrigin(): string {
  const rendering = serverPage();
  if (rendering) return rendering.origin;
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  return canonical ? new URL(canonical).origin : window.location.origin;
}
