import {
  Suspense,
  startTransition,
  useEffect,
  useReducer,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useAfterFirstPaint } from './use-after-first-paint';
import { useNearViewport } from './use-near-viewport';

/** What stands in for the part: `fetching` is false while it waits for the visitor to come near. */
export type WaitingProps<Props> = Props & { fetching: boolean };

export interface DeferOptions<Props> {
  /**
   * Stands in meanwhile and keeps the part's room, so nothing below it moves when it comes (no
   * layout shift).
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

/**
 * The part's code, built once `ready` and arrived, its waiting room until then. A failed ask
 * is forgotten (the next one tries again); the failure goes to the nearest error boundary, as
 * a lazy component's would.
 *
 * Not React.lazy: a lazy component suspends even when its code is already here, and React
 * holds back a boundary's reveal for up to 300 ms after the last fallback it showed, so the
 * part would grow under a visitor who had already scrolled to it.
 */
function partOf<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  Waiting: DeferOptions<Props>['Waiting'],
) {
  let code: Promise<ComponentType<Props>> | undefined;
  let arrived: ComponentType<Props> | undefined;
  const fetchCode = () =>
    (code ??= load().then(
      (component) => (arrived = component),
      (error: unknown) => {
        code = undefined; // the next ask tries again
        throw error;
      },
    ));
  return function Part({ props, ready, fetching }: PartProps<Props>): ReactNode {
    // Code already here (an earlier visit) is built in the update that makes it ready; code
    // asked for here renders the part again when it comes.
    const Built = arrived;
    const [, noteArrival] = useReducer((arrivals: number) => arrivals + 1, 0);
    const [failure, setFailure] = useState<{ error: unknown }>();
    useEffect(() => {
      if (!ready || Built) return undefined;
      let mounted = true;
      fetchCode().then(
        // As a transition: the part renders in slices that leave room for taps, not in one
        // long task (lib/use-after-first-paint.ts does the same for what the paint reveals).
        () => mounted && startTransition(noteArrival),
        (error: unknown) => mounted && setFailure({ error }),
      );
      return () => {
        mounted = false;
      };
    }, [ready, Built]);
    if (failure) throw failure.error;
    const waiting = Waiting ? <Waiting {...props} fetching={fetching} /> : null;
    if (!ready || !Built) return waiting;
    // The part's own lazy pieces (a dialog) wait in its room too.
    return (
      <Suspense fallback={waiting}>
        <Built {...props} />
      </Suspense>
    );
  };
}

/**
 * The web app's one deferral seam, for a part far down a phone's page whose behaviour is
 * costly and live (a course's free times, in the visitor's time zone): its code is asked for
 * once the page has painted and the visitor has come within a screen of it
 * (lib/use-near-viewport.ts), and its room is kept until then. Everything else on the public
 * pages is rendered with the page, on the server as in the browser: deferral may delay
 * behaviour, never content.
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
