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

/**
 * The part's code, built once `ready` and arrived, its waiting room until then; and
 * `fetchCodeEarly`, to ask for that code sooner than it is built. One request either way. A
 * failed ask is forgotten (the next one tries again); when building, the failure goes to the
 * nearest error boundary, as a lazy component's would.
 *
 * Not React.lazy: a lazy component suspends even when its code is already here, and React
 * holds back a boundary's reveal for up to 300 ms after the last fallback it showed, so parts
 * reached one after another (a fling down the home page) were all held until the visitor
 * stopped, and then grew above and under them at once.
 */
export function partOf<Props extends object>(
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
  function Part({ props, ready, fetching }: PartProps<Props>): ReactNode {
    // Code that came early (fetchCodeEarly) is built in the same update that makes it ready;
    // code asked for here renders the part again when it comes.
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
  }
  const fetchCodeEarly = () => {
    fetchCode().catch(() => undefined); // asked again when the part is built
  };
  return { Part, fetchCodeEarly };
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
  const { Part } = partOf(load, Waiting);
  return function DeferredUntilPainted(props: Props) {
    const painted = useAfterFirstPaint();
    return <Part props={props} ready={painted} fetching />;
  };
}
