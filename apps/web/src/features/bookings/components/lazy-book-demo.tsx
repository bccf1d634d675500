import { lazy, Suspense } from 'react';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint';
import type { BookDemoProps } from './book-demo';
import { BookDemoWaiting } from './book-demo-parts';

// Its code (the times, the form and its schema, about 45 KB gzip) is not on the page's own
// path: on a course's page it held back the course's request until it had all downloaded, so
// the main picture came a second later on a phone (issue 23). It is asked for after the paint
// that shows the page around it, so the page's own picture is requested first.
const BookDemo = lazy(async () => ({ default: (await import('./book-demo')).BookDemo }));

/** 'Book a Demo Class', loaded when it is shown; its room is kept meanwhile. */
export function LazyBookDemo(props: BookDemoProps) {
  const painted = useAfterFirstPaint();
  const waiting = <BookDemoWaiting placement={props.placement ?? 'contact'} />;
  if (!painted) return waiting;
  return (
    <Suspense fallback={waiting}>
      <BookDemo {...props} />
    </Suspense>
  );
}
