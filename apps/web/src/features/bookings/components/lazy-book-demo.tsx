import { deferUntilNear } from '../../../lib/deferred-part';
import type { BookDemoProps } from './book-demo';
import { BookDemoWaiting } from './book-demo-parts';

/**
 * 'Book a Demo Class', loaded when the visitor comes near it; its room is kept meanwhile. Its
 * code (the times, the form and its schema) is not on the page's own path: on a course's page
 * it held back the course's request until it had all downloaded, so the main picture came
 * later on a phone. Far below a course's details on a
 * phone, its two weeks of times (hundreds of buttons, and the time-zone data the browser loads
 * to label them) are built when the visitor scrolls towards them; on the contact page it is
 * in view at once.
 */
export const LazyBookDemo = deferUntilNear<BookDemoProps>(
  () => import('./book-demo').then((m) => m.BookDemo),
  {
    Waiting: ({ placement = 'contact', fetching }) => (
      <BookDemoWaiting placement={placement} fetching={fetching} />
    ),
  },
);
