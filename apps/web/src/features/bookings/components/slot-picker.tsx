import { useId, useMemo, useState, type ReactNode } from 'react';
import type { Slot, Slots } from '@tutoring/shared';
import { dayKey, dayLabel, placeOf, timeLabel, visitorTimeZone } from '../../../lib/zoned-format';

interface SlotPickerProps {
  offer: Slots;
  selected: Slot | undefined;
  onSelect: (slot: Slot) => void;
  /** What to do when there is no free time (the booking section points to the contact form). */
  noTimes?: ReactNode;
}

// `relative`: the hidden radio stays inside its chip, so a row of days that scrolls sideways
// does not carry its radios out past the page's edge.
const pressable =
  'relative flex min-h-11 cursor-pointer rounded-lg border px-3 py-2 text-sm font-medium ' +
  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary';
const chipClasses = (pressed: boolean) =>
  `${pressable} ${pressed ? 'border-primary bg-primary text-on-primary' : 'border-border bg-background text-foreground hover:border-primary'}`;

interface ChipProps {
  /** The group's name: the browser's radio group (one tab stop, arrow keys move and choose). */
  group: string;
  checked: boolean;
  onChoose: () => void;
  className?: string;
  children: ReactNode;
}

/**
 * One choice of a radio group, drawn as a chip. A native radio inside its label: the browser
 * gives the group its keyboard (one tab stop, arrow keys move and choose) and its name, with
 * no script per choice — two weeks of times render many of them at once on a phone.
 */
function Chip({ group, checked, onChoose, className = '', children }: ChipProps) {
  return (
    <label className={`${chipClasses(checked)} ${className}`}>
      <input type="radio" name={group} checked={checked} onChange={onChoose} className="sr-only" />
      {children}
    </label>
  );
}

const slotValue = (slot: Slot) => `${slot.start}|${slot.tutorId}`;

/** The slots grouped by the visitor's own days, in order. */
function byVisitorDay(slots: Slot[], timeZone: string) {
  const days = new Map<string, Slot[]>();
  for (const slot of slots) {
    const key = dayKey(slot.start, timeZone);
    days.set(key, [...(days.get(key) ?? []), slot]);
  }
  return [...days.entries()];
}

/**
 * The free slots in the visitor's own time zone, a day at a time, each time with the
 * institute's beside it (families book from India, the Gulf, Europe and America).
 */
export function SlotPicker({ offer, selected, onSelect, noTimes }: SlotPickerProps) {
  const groupId = useId();
  const ownZone = visitorTimeZone();
  const days = useMemo(() => byVisitorDay(offer.slots, ownZone), [offer.slots, ownZone]);
  const [chosenDay, setChosenDay] = useState<string>();
  const day = days.find(([key]) => key === chosenDay) ?? days[0];
  const tutorName = new Map(offer.tutors.map((tutor) => [tutor._id, tutor.name]));
  const severalTutors = offer.tutors.length > 1;
  const sameZone = ownZone === offer.timeZone;
  const institutePlace = placeOf(offer.timeZone);

  if (!day) return <p className="text-muted">No free times in the next two weeks.{noTimes}</p>;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        Times are in your time zone, <strong className="text-foreground">{ownZone}</strong>
        {sameZone ? '.' : `; the institute's time (${offer.timeZone}) is beside each.`}
      </p>
      {/* Radio groups: one tab stop each, arrow keys move and choose, so the times of two
          weeks never stand between a keyboard and the contact form below. */}
      <div role="radiogroup" aria-label="Day" className="flex gap-2 overflow-x-auto p-1">
        {days.map(([key, slots]) => (
          <Chip
            key={key}
            group={`${groupId}-day`}
            checked={key === day[0]}
            onChoose={() => setChosenDay(key)}
            className="shrink-0 items-center"
          >
            {dayLabel(slots[0]!.start, ownZone)}
          </Chip>
        ))}
      </div>
      <div
        role="radiogroup"
        aria-label={`Times on ${dayLabel(day[1][0]!.start, ownZone)}`}
        // A day's times scroll within a fixed room, so the contact form below never moves
        // with the number of times a day has: no layout shift
        // (docs/decisions/0065-loading-states-keep-their-room.md).
        className="grid max-h-64 grid-cols-2 gap-2 overflow-y-auto p-1 sm:grid-cols-3"
      >
        {day[1].map((slot) => (
          <Chip
            key={slotValue(slot)}
            group={`${groupId}-time`}
            checked={selected !== undefined && slotValue(selected) === slotValue(slot)}
            onChoose={() => onSelect(slot)}
            className="flex-col items-start"
          >
            <span>{timeLabel(slot.start, ownZone)}</span>
            {!sameZone && (
              <span className="text-xs font-normal">
                {' '}
                {timeLabel(slot.start, offer.timeZone)} in {institutePlace}
              </span>
            )}
            {severalTutors && (
              <span className="text-xs font-normal"> with {tutorName.get(slot.tutorId)}</span>
            )}
          </Chip>
        ))}
      </div>
    </div>
  );
}
