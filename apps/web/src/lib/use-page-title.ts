import { useEffect } from 'react';
import { SITE } from '../config/site';

/** Names the browser tab after the screen (WCAG 2.4.2), e.g. "Resource Library · Summit …". */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${SITE.name}`;
  }, [title]);
}
