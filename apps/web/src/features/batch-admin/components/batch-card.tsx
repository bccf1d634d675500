import type { Batch } from '@tutoring/shared';
import { Button } from '../../../components/ui/button';
import { WEEKDAY_NAMES } from './weekday-names';

interface BatchCardProps {
  batch: Batch;
  /** The fee as the site writes money ("₹1,500"), from minor units. */
  feeText: (amount: number) => string;
  busy: boolean;
  onEdit: () => void;
  onToggleOpen: () => void;
  onDelete: () => void;
}

const daysText = (weekdays: number[]) =>
  weekdays.map((day) => WEEKDAY_NAMES[day - 1]?.slice(0, 3) ?? String(day)).join(', ');

/** One batch: course, tutor, days and time, dates, seats taken and left, status, actions. */
export function BatchCard({
  batch,
  feeText,
  busy,
  onEdit,
  onToggleOpen,
  onDelete,
}: BatchCardProps) {
  const taken = batch.seats - batch.seatsLeft;
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-border p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-foreground">{batch.title}</h2>
        <span className="rounded-full bg-surface px-2 py-0.5 text-xs font-medium">
          {batch.status === 'open' ? 'Open' : 'Closed'}
        </span>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">Course</dt>
        <dd>{batch.course.title}</dd>
        <dt className="text-muted">Tutor</dt>
        <dd>{batch.tutor.name}</dd>
        <dt className="text-muted">Days and time</dt>
        <dd>{`${daysText(batch.weekdays)} at ${batch.startTime} (${batch.durationMinutes} min, ${batch.timeZone})`}</dd>
        <dt className="text-muted">Dates</dt>
        <dd>{`${batch.startDate} to ${batch.endDate}`}</dd>
        <dt className="text-muted">Seats</dt>
        <dd>{`${taken} taken, ${batch.seatsLeft} left of ${batch.seats}${batch.waitlisted ? `; ${batch.waitlisted} waiting` : ''}`}</dd>
        <dt className="text-muted">Fee</dt>
        <dd>{batch.fee ? `${feeText(batch.fee.amount)} a ${batch.fee.period}` : 'None'}</dd>
      </dl>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" aria-label={`Edit ${batch.title}`} onClick={onEdit}>
          Edit
        </Button>
        <Button variant="outline" disabled={busy} onClick={onToggleOpen}>
          {batch.status === 'open' ? `Close ${batch.title}` : `Open ${batch.title}`}
        </Button>
        <Button variant="danger" aria-label={`Delete ${batch.title}`} onClick={onDelete}>
          Delete
        </Button>
      </div>
    </li>
  );
}
