import type { ComponentType } from 'react';
import { partOf, type DeferOptions } from './deferred-part';
import { useAfterFirstPaint } from './use-after-first-paint';
import { useNearViewport } from './use-near-viewport';

/**
 * The deferral seam's second wait (lib/deferred-part.tsx), for a part far down a phone's page:
 * its code is asked for once the page has painted and the visitor has come within a screen
 * of it (lib/use-near-viewport.ts). A file of its own so that the viewport observer stays out
 * of every page's entry, which defers only until painted.
 */
export function deferUntilNear<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { Waiting }: DeferOptions<Props> = {},
): ComponentType<Props> {
  const Part = partOf(load, Waiting);
  return function DeferredUntilNear(props: Props) {
    const painted = useAfterFirstPaint();
    const { ref, near } = useNearViewport<HTMLDivElement>();
    // A plain block around the part: margins pass through it, so the layout is the part's own.
    return (
      <div ref={ref}>
        <Part props={props} ready={painted && near} fetching={near} />
      </div>
    );
  };
}
