import { useEffect, useRef } from 'react';
import { useHref, useLocation } from 'react-router-dom';
import type { ChangeScope } from './unsaved-changes';

/**
 * Which entry of the session history the router is on. React Router's history keeps it in
 * `history.state.idx` (declarative mode has no blocker of its own:
 * docs/decisions/0039-unsaved-changes-guard.md).
 */
function historyIndex(state: unknown): number | null {
  if (typeof state !== 'object' || state === null || !('idx' in state)) return null;
  return typeof state.idx === 'number' ? state.idx : null;
}

/** A click the router would turn into a move to another screen of this app. */
function inAppLink(event: MouseEvent, base: string, here: string): HTMLAnchorElement | null {
  const target = event.target instanceof Element ? event.target : null;
  const anchor = target?.closest('a');
  const href = anchor?.getAttribute('href');
  if (!anchor || !href?.startsWith(base) || href === here) return null;
  const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
  const elsewhere = (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download');
  return event.button !== 0 || modified || elsewhere || event.defaultPrevented ? null : anchor;
}

/** Holds an in-app link back while asking; after Discard it is clicked again and goes through. */
function holdLinks(scope: ChangeScope, base: string, here: string) {
  let following = false;
  return (event: MouseEvent) => {
    const anchor = following ? null : inAppLink(event, base, here);
    if (!anchor) return;
    event.preventDefault();
    event.stopPropagation();
    scope.leave(() => {
      following = true;
      anchor.click();
      following = false;
    });
  };
}

/**
 * Undoes a back or forward move at once (the router, listening after this capture, never hears
 * of it, so the page never changes) and redoes it after Discard. `index` is where we were.
 */
function holdHistoryMoves(scope: ChangeScope, index: { current: number | null }) {
  let restoring = false; // the move back to where we were is not a leave
  let redoing = false; // the move redone after Discard is one
  return (event: PopStateEvent) => {
    if (restoring) {
      event.stopImmediatePropagation();
      restoring = false;
      return;
    }
    const from = index.current;
    if (redoing || from === null) {
      redoing = false;
      return;
    }
    event.stopImmediatePropagation();
    const moved = (historyIndex(event.state) ?? from + 1) - from;
    restoring = true;
    window.history.go(-moved);
    scope.leave(() => {
      redoing = true;
      window.history.go(moved);
    });
  };
}

function holdUnload(event: BeforeUnloadEvent) {
  event.preventDefault();
  event.returnValue = ''; // what browsers before the standard needed to ask
}

/**
 * While the scope holds unsaved changes, leaving asks first: in-app links, back and forward
 * (see above); closing or reloading the tab gets the browser's own question.
 */
export function useLeaveInterception(scope: ChangeScope, unsaved: boolean): void {
  const base = useHref('/');
  const location = useLocation();
  const here = useHref(location);
  const index = useRef<number | null>(null);
  useEffect(() => {
    index.current = historyIndex(window.history.state);
  }, [location]);

  useEffect(() => {
    if (!unsaved) return;
    const onClick = holdLinks(scope, base, here);
    const onPopState = holdHistoryMoves(scope, index);
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState, true);
    window.addEventListener('beforeunload', holdUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState, true);
      window.removeEventListener('beforeunload', holdUnload);
    };
  }, [unsaved, scope, base, here]);
}
