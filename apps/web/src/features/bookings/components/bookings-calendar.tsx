import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AdminBooking, Slot } from '@tutoring/shared';
import { Alert } from '../../../components/ui/alert';
import { ControlFrame } from '../../../components/ui/control-frame';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Spinner } from '../../../components/ui/spinner';
import { useCancelBooking, useMoveBooking, useWeekBookings } from '../api/admin-bookings';
import { useSlots } from '../api/booking-requests';
import { BookingCard } from './booking-card';
import { SlotPicker } from './slot-picker';
import { daysOfWeek, mondayOf, parseDay, shiftWeek } from './week-of';
import { dayKey, dayLabel, placeOf } from '../../../lib/zoned-format';

export interface TutorOption {
  _id: string;
  name: string;
}

/** Moving a booking: a free slot of the same tutor (the parent is told by mail). */
function MoveDialog({ booking, onClose }: { booking: AdminBooking; onClose: () => void }) {
  const slots = useSlots(booking.course._id);
  const move = useMoveBooking();
  const [slot, setSlot] = useState<Slot>();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Move ${booking.name}'s demo class`}
    >
      {slots.isPending ? (
        <Spinner label="Loading free times…" />
      ) : slots.isError ? (
        <Alert>{slots.error.message}</Alert>
      ) : (
        <SlotPicker
          offer={{
            ...slots.data,
            slots: slots.data.slots.filter((s) => s.tutorId === booking.tutor._id),
          }}
          selected={slot}
          onSelect={setSlot}
        />
      )}
      {move.isError && <Alert>{move.error.message}</Alert>}
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
        <Button
          disabled={!slot || move.isPending}
          onClick={() =>
            slot && move.mutate({ id: booking._id, start: slot.start }, { onSuccess: onClose })
          }
        >
          {move.isPending ? 'Moving...' : 'Move here'}
        </Button>
      </div>
    </Dialog>
  );
}

/**
 * The admins' week of demo classes, per day in the institute's time zone, one tutor or all;
 * the week and tutor are in the URL. Each booking links to its lead and can be moved or
 * cancelled (the parent is told by mail). With `ownTutorId` it is a tutor's own week: no
 * tutor to choose, and nothing to move or cancel (the server answers a tutor only theirs).
 */
export function BookingsCalendar({
  tutors,
  today,
  ownTutorId,
}: {
  tutors: readonly TutorOption[];
  today: string;
  ownTutorId?: string | undefined;
}) {
  const [params, setParams] = useSearchParams();
  const monday = mondayOf(parseDay(params.get('week')) ?? today);
  const tutorId = ownTutorId ?? params.get('tutor') ?? '';
  const week = useWeekBookings(monday, tutorId);
  const cancel = useCancelBooking();
  const [moving, setMoving] = useState<AdminBooking>();
  const [cancelling, setCancelling] = useState<AdminBooking>();
  const tutorFieldId = useId();
  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };
  const actions = ownTutorId === undefined;
  const days = daysOfWeek(monday);
  const zone = week.data?.[0]?.instituteTimeZone;
  const onDay = (day: string) =>
    (week.data ?? []).filter((booking) => dayKey(booking.start, booking.instituteTimeZone) === day);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        {ownTutorId === undefined && (
          <ControlFrame id={tutorFieldId} label="Tutor">
            <select
              id={tutorFieldId}
              value={tutorId}
              onChange={(event) => set({ tutor: event.target.value })}
              className="min-h-11 rounded-lg border border-muted bg-background px-3 py-2 text-foreground"
            >
              <option value="">All tutors</option>
              {tutors.map((tutor) => (
                <option key={tutor._id} value={tutor._id}>
                  {tutor.name}
                </option>
              ))}
            </select>
          </ControlFrame>
        )}
        <div className="flex flex-wrap gap-2" role="group" aria-label="Week">
          <Button variant="outline" onClick={() => set({ week: shiftWeek(monday, -1) })}>
            Previous week
          </Button>
          <Button variant="outline" onClick={() => set({ week: '' })}>
            This week
          </Button>
          <Button variant="outline" onClick={() => set({ week: shiftWeek(monday, 1) })}>
            Next week
          </Button>
        </div>
      </div>
      <h2 className="text-lg font-semibold text-foreground">
        Week of {dayLabel(`${monday}T12:00:00.000Z`, 'UTC')}
        {zone && (
          <span className="text-sm font-normal text-muted"> · times in {placeOf(zone)}</span>
        )}
      </h2>
      {cancel.isError && <Alert>{cancel.error.message}</Alert>}
      {week.isPending ? (
        <Spinner label="Loading bookings…" />
      ) : week.isError ? (
        <RetryAlert message={week.error.message} onRetry={() => void week.refetch()} />
      ) : (
        <ol className="grid gap-3 md:grid-cols-7">
          {days.map((day) => {
            const bookings = onDay(day);
            return (
              <li key={day} className="min-w-0 rounded-xl border border-border bg-surface p-2">
                <h3 className="mb-2 text-sm font-semibold text-foreground">
                  {dayLabel(`${day}T12:00:00.000Z`, 'UTC')}
                </h3>
                {bookings.length === 0 ? (
                  <p className="text-xs text-muted">No bookings</p>
                ) : (
                  <ul className="flex flex-col gap-2">
                    {bookings.map((booking) => (
                      <BookingCard
                        key={booking._id}
                        booking={booking}
                        onMove={actions ? () => setMoving(booking) : undefined}
                        onCancel={actions ? () => setCancelling(booking) : undefined}
                      />
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {moving && <MoveDialog booking={moving} onClose={() => setMoving(undefined)} />}
      <ConfirmDialog
        open={Boolean(cancelling)}
        message={`Cancel ${cancelling?.name ?? ''}'s demo class? They will be told by e-mail.`}
        confirmLabel="Cancel booking"
        busyLabel="Cancelling..."
        dismissLabel="Keep it"
        busy={cancel.isPending}
        onConfirm={() =>
          cancelling && cancel.mutate(cancelling._id, { onSettled: () => setCancelling(undefined) })
        }
        onCancel={() => setCancelling(undefined)}
      />
    </div>
  );
}
