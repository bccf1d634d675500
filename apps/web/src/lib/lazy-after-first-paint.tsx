import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useAfterFirstPaint } from './use-after-first-paint';
import { useNearViewport } from './use-near-viewport';

interface PartProps<Props> {
  props: Props;
  /** Its code may be asked for now. */
  ready: boolean;
  /** Its code is asked for now or soon (false: it waits for the visitor to come near). */
  fetching: boolean;
}

interface LazyOptions {
  /** Also wait until the part is within a screen of the viewport (lib/use-near-viewport.ts). */
  nearViewport?: boolean;
}

/** What stands in for the part: `fetching` is false while it waits for the visitor to come near. */
export type WaitingProps<Props> = Props & { fetching: boolean };

/**
 * A part of a page whose code is asked for once the page around it has painted, not on the
 * page's own path: the visitor sees the heading and what is above the fold sooner on a phone,
 * and the part's download does not compete with that paint. `Waiting` stands in meanwhile and
 * keeps the part's room, so nothing below it moves when it comes (no layout shift).
 */
export function lazyAfterFirstPaint<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  Waiting: ComponentType<WaitingProps<Props>>,
  { nearViewport = false }: LazyOptions = {},
): ComponentType<Props> {
  const Loaded = lazy(async () => ({ default: await load() }));
  const Part = ({ props, ready, fetching }: PartProps<Props>): ReactNode => {
    const waiting = <Waiting {...props} fetching={fetching} />;
    if (!ready) return waiting;
    return (
      <Suspense fallback={waiting}>
        <Loaded {...props} />
      </Suspense>
    );
  };
  if (!nearViewport) {
    return function AfterFirstPaint(props: Props) {
      const painted = useAfterFirstPaint();
      return <Part props={props} ready={painted} fetching />;
    };
  }
  return function AfterFirstPaintNearViewport(props: Props) {
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
