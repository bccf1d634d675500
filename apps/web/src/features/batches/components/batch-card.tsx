import type { Batch } from '@tutoring/shared';
import { zonedParts } from '@tutoring/shared/plain';
import { Button } from '../../../components/ui/button';
import { usePriceFormat } from '../../../lib/format-price';
import { placeOf } from '../../../lib/zoned-format';
import { batchZoneLabel, seatsLeftLabel, visitorZoneLabel } from './batch-schedule';

export const JOIN_WAITLIST = 'Join the waitlist';
export const ENROL = 'Enrol';
export const SAME_ZONE = 'Times are in your time zone';

/** '5 Jan 2027': a calendar day as it is written (no zone moves it). */
const calendarDayLabel = (date: string) => {
  const { day, month, year } = zonedParts(new Date(`${date}T12:00:00.000Z`), 'UTC');
  return `${day} ${month.slice(0, 3)} ${year}`;
};

/** The place in a line; an online class's link is for those enrolled, so only 'Online'. */
function placeLabel(place: Batch['place']): string {
  if (place.kind === 'online') return 'Online';
  return place.address ? `In person: ${place.address}` : 'In person';
}

function Fee({ fee }: { fee: NonNullable<Batch['fee']> }) {
  const { price } = usePriceFormat();
  // Fees are kept in the currency's minor units (cents, paise).
  return <>{`${price(fee.amount / 100)} per ${fee.period}`}</>;
}

export interface BatchCardProps {
  batch: Batch;
  /** Undefined until the page is in the visitor's browser (see use-visitor-zone.ts). */
  visitorZone: string | undefined;
  /** Opens the form: enrolment while seats are left, else the waitlist. */
  onChoose: (batch: Batch, kind: 'enrol' | 'waitlist') => void;
}

/** One class a parent can join: when it meets (their clock and the class's), where, seats. */
export function BatchCard({ batch, visitorZone, onChoose }: BatchCardProps) {
  const yours = visitorZone && visitorZoneLabel(batch, visitorZone);
  const full = batch.seatsLeft === 0;
  const headingId = `batch-${batch._id}`;
  return (
    <li
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-border bg-background p-4"
    >
      <div>
        <h3 id={headingId} className="font-semibold break-words text-foreground">
          {batch.title}
        </h3>
        {batch.tutor.name && <p className="text-sm text-muted">with {batch.tutor.name}</p>}
      </div>
      <ul className="flex flex-col gap-1 text-sm text-foreground">
        {/* Two lines kept for the visitor's own times, filled once the browser names its
            zone: the card does not grow under the reader's eyes. */}
        <li className="min-h-10">
          {visitorZone && (yours || `${SAME_ZONE} (${placeOf(visitorZone)}).`)}
        </li>
        <li>{batchZoneLabel(batch)}</li>
        <li>
          {calendarDayLabel(batch.startDate)} to {calendarDayLabel(batch.endDate)}
        </li>
        <li>{placeLabel(batch.place)}</li>
        {batch.fee && (
          <li>
            <Fee fee={batch.fee} />
          </li>
        )}
      </ul>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold text-foreground">
          {full ? 'No seats left' : seatsLeftLabel(batch.seatsLeft)}
        </p>
        <Button
          variant={full ? 'outline' : 'primary'}
          onClick={() => onChoose(batch, full ? 'waitlist' : 'enrol')}
          aria-describedby={headingId}
        >
          {full ? JOIN_WAITLIST : ENROL}
        </Button>
      </div>
    </li>
  );
}
