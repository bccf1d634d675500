import { useSyncExternalStore } from 'react';
import { visitorTimeZone } from '../../../lib/zoned-format';

const unchanging = () => () => {};

/**
 * The visitor's zone once the page is in their browser; undefined while the server renders
 * and while the browser hydrates that HTML (the server cannot know it, and the two renders
 * must agree), then the device's zone right after.
 */
export function useVisitorZone(): string | undefined {
  return useSyncExternalStore(unchanging, visitorTimeZone, () => undefined);
}
