import { lazy, Suspense, type ComponentType } from 'react';
import { useAfterFirstPaint } from './use-after-first-paint';

/**
 * A part of a page whose code is asked for once the page around it has painted, not on the
 * page's own path: the visitor sees the heading and what is above the fold sooner on a phone,
 * and the part's download does not compete with that paint. `Waiting` stands in meanwhile and
 * keeps the part's room, so nothing below it moves when it comes (no layout shift).
 */
export function lazyAfterFirstPaint<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  Waiting: ComponentType<Props>,
): ComponentType<Props> {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function AfterFirstPaint(props: Props) {
    const painted = useAfterFirstPaint();
    const waiting = <Waiting {...props} />;
    if (!painted) return waiting;
    return (
      <Suspense fallback={waiting}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
