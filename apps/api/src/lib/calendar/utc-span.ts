import type { EventAttributes } from 'ics';

/**
 * An event's start and end as calendar files carry them: in UTC, so every calendar shows the
 * time in its own zone (a booking's and a batch session's alike).
 */
export const utcSpan = (start: Date, end: Date) =>
  ({
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
  }) satisfies Partial<EventAttributes>;
