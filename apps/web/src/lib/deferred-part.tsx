import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useAfterFirstPaint } from './use-after-first-paint';

/** What stands in for the part: `fetching` is false while it waits for the visitor to come near. */
export type WaitingProps<Props> = Props & { fetching: boolean };

export interface DeferOptions<Props> {
  /**
   * Stands in meanwhile and keeps the part's room, so nothing below it moves when it comes (no
   * layout shift). Nothing at all only for a part that moves nothing when it appears: a fixed
   * overlay, or the footer below everything else.
   */
  Waiting?: ComponentType<WaitingProps<Props>>;
}

interface PartProps<Props> {
  props: Props;
  /** Its code may be asked for now. */
  ready: boolean;
  /** Its code is asked for now or soon (false: it waits for the visitor to come near). */
  fetching: boolean;
}

/** The part's code as a lazy component, shown once `ready`, its waiting room until then. */
export function partOf<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  Waiting: DeferOptions<Props>['Waiting'],
) {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function Part({ props, ready, fetching }: PartProps<Props>): ReactNode {
    const waiting = Waiting ? <Waiting {...props} fetching={fetching} /> : null;
    if (!ready) return waiting;
    return (
      <Suspense fallback={waiting}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

/**
 * The one deferral seam of the web app (its second wait, deferUntilNear, is in
 * deferred-part-near.tsx): a part of a page whose code is asked for once the page around it
 * has painted, not on the page's own path. The visitor sees the heading and what is above the
 * fold sooner on a phone, the part's download does not compete with that paint, and its code
 * stays out of the public pages' initial JavaScript (bench/README.md).
 */
export function deferUntilPainted<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { Waiting }: DeferOptions<Props> = {},
): ComponentType<Props> {
  const Part = partOf(load, Waiting);
  return function DeferredUntilPainted(props: Props) {
    const painted = useAfterFirstPaint();
    return <Part props={props} ready={painted} fetching />;
  };
}
