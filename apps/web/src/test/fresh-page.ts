import { vi } from 'vitest';
import { signOut } from '../lib/auth-store';
import { setNotifier } from '../lib/notify';
import { applyStoredTheme } from '../lib/theme-store';

function removeAttributes(element: Element): void {
  for (const name of element.getAttributeNames()) element.removeAttribute(name);
}

/**
 * Puts back what a test file starts from when it imports the app afresh: the test files share
 * one page and one set of imported modules (vite.config.ts), so what one file leaves behind
 * (a signed-in user, a theme, a toaster, the address, tags in the head) must not reach the next.
 */
export function restoreFreshPage(): void {
  vi.useRealTimers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  signOut();
  setNotifier(undefined);
  applyStoredTheme();
  window.history.replaceState(null, '', '/');
  document.title = '';
  document.head.replaceChildren();
  document.body.replaceChildren();
  removeAttributes(document.body);
  removeAttributes(document.documentElement);
}
