import { useEffect } from 'react';
import type { DescribedPage } from '@tutoring/shared';
import { serverPage } from './server-page';
import { useSiteSettings } from './site-settings';

export interface PageMeta {
  /** The screen's own name; the institute's name is appended once known. */
  title: string;
  /** One or two sentences for search results and link previews. */
  description: string;
  /**
   * The path URL page this screen is: the description staff set for it in Settings
   * (`pageDescriptions`) is used instead of `description` when not blank, as the server's
   * page head does.
   */
  page?: DescribedPage;
  /** The page's own picture for link previews (a course's); the site's otherwise. */
  image?: string | undefined;
}

/**
 * The browser tab name for a screen, e.g. "Contact Us | <the institute's name>"; just the
 * screen's name while the institute's is not known (no placeholder name is ever shown).
 */
export function pageTitle(title: string, institute: string): string {
  return institute ? `${title} | ${institute}` : title;
}

function descriptionTag(): HTMLMetaElement {
  const existing = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (existing) return existing;
  const created = document.createElement('meta');
  created.name = 'description';
  document.head.append(created);
  return created;
}

/**
 * Gives each route its own title (WCAG 2.4.2) and meta description, so a shared or indexed
 * page says what it is rather than repeating the home page's words.
 */
export function usePageMeta({ title, description, page, image }: PageMeta): void {
  const site = useSiteSettings().data;
  const institute = site?.name ?? '';
  // Optional chaining: settings written into a page by an older server carry no descriptions.
  const described = (page && site?.pageDescriptions?.[page]) || description;
  // On the server, the page's head is written from these same words (src/ssr/render-page.tsx).
  const rendering = serverPage();
  if (rendering) rendering.meta = { title, description: described, image };
  useEffect(() => {
    document.title = pageTitle(title, institute);
    descriptionTag().content = described;
  }, [title, described, institute]);
}
