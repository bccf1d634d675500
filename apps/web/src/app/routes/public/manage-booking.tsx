import { useLocation, useParams } from 'react-router-dom';
import { PUBLIC_SCREENS } from '@tutoring/shared';
import { ManageBooking } from '../../../features/bookings/components/manage-booking';
import { usePageMeta } from '../../../lib/use-page-meta';

/** /booking/:token: opened from a booking's e-mail; the token never leaves the fragment. */
export function ManageBookingRoute() {
  usePageMeta({
    title: PUBLIC_SCREENS['manage-booking'].title,
    description: 'Move or cancel your demo class.',
  });
  const { token = '' } = useParams();
  const { state } = useLocation() as { state: { moved?: boolean } | null };
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-12 sm:px-6">
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-foreground">Your demo class</h1>
      <ManageBooking key={token} token={token} justMoved={Boolean(state?.moved)} />
    </section>
  );
}
