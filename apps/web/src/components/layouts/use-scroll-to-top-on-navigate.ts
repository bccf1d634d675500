import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A new page opens at its top, as a full page load would. Back and forward (POP) are left to
 * the browser, which restores the position it kept for that history entry.
 */
export function useScrollToTopOnNavigate(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}
