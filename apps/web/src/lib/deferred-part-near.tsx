import { startTransition, useState, type ComponentType } from 'react';
import { partOf, type DeferOptions } from './deferred-part';
import { useOnFirstScroll } from './first-scroll';
import { useAfterFirstPaint } from './use-after-first-paint';
import { useNearViewport, type Nearness } from './use-near-viewport';

export interface DeferUntilNearOptions<Props> extends DeferOptions<Props> {
  /**
   * Ask for the code when the visitor first moves down the page (lib/first-scroll.ts); only
   * building the part waits for the visitor to come near. For a light part that a visitor
   * flinging down the page would otherwise reach before its code does: it is built within the
   * screen of lead the viewport observer gives, and what follows it does not jump. Left off for
   * a heavy part that would compete with the page's own requests (a course's booking times).
   */
  codeOnFirstScroll?: boolean;
  /**
   * Build it as soon as it shows in the viewport or the visitor first moves down the page (a
   * scroll, a wheel, a touch, a key), whichever comes first. For a part that a desktop shows at
   * once but a phone only below its first screen, whose building (a form library, zod) would
   * otherwise stack on the page's first tasks: a keyboard user's first Tab builds it long
   * before focus reaches it. Its code is asked for at the same moment.
   */
  untilSeenOrMoved?: boolean;
}

/**
 * The deferral seam's second wait (lib/deferred-part.tsx), for a part far down a phone's page:
 * its code is asked for once the page has painted and the visitor has come within a screen
 * of it (lib/use-near-viewport.ts), or, with `untilSeenOrMoved`, once it shows or the visitor
 * first moves. A file of its own so that the viewport observer stays out of every page's
 * entry, which defers only until painted.
 */
export function deferUntilNear<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  {
    Waiting,
    codeOnFirstScroll = false,
    untilSeenOrMoved = false,
  }: DeferUntilNearOptions<Props> = {},
): ComponentType<Props> {
  const { Part, fetchCodeEarly } = partOf(load, Waiting);
  const nearness: Nearness = untilSeenOrMoved ? 'in view' : 'within a screen';
  return function DeferredUntilNear(props: Props) {
    const painted = useAfterFirstPaint();
    const { ref, near } = useNearViewport<HTMLDivElement>(nearness);
    const [moved, setMoved] = useState(false);
    // The visitor's first move builds a part that waits until seen or moved; for one that
    // waits until near, it may only ask for the code early.
    const onFirstMove = untilSeenOrMoved
      ? () => startTransition(() => setMoved(true))
      : codeOnFirstScroll
        ? fetchCodeEarly
        : undefined;
    useOnFirstScroll(onFirstMove);
    const wanted = near || moved;
    // A plain block around the part: margins pass through it, so the layout is the part's own.
    return (
      <div ref={ref}>
        <Part props={props} ready={painted && wanted} fetching={wanted} />
      </div>
    );
  };
}
