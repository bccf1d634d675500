import { useEffect } from 'react';
import { INSTITUTE_NAME } from '@tutoring/shared';

export interface PageMeta {
  /** The screen's own name; the institute's name is appended. */
  title: string;
  /** One or two sentences for search results and link previews. */
  description: string;
}

/** The browser tab name for a screen, e.g. "Contact Us | Summit Tutoring Institute". */
export function pageTitle(title: string): string {
  return `${title} | ${INSTITUTE_NAME}`;
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
export function usePageMeta({ title, description }: PageMeta): void {
  useEffect(() => {
    document.title = pageTitle(title);
    descriptionTag().content = description;
  }, [title, description]);
}
