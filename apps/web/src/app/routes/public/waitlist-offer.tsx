import { useParams } from 'react-router-dom';
import { PUBLIC_SCREENS } from '@tutoring/shared';
import { WaitlistOfferPage } from '../../../features/batches/components/waitlist-offer-page';
import { usePageMeta } from '../../../lib/use-page-meta';

/** /waitlist/:token: opened from a waitlist offer's e-mail; the token stays in the fragment. */
export function WaitlistOfferRoute() {
  usePageMeta({
    title: PUBLIC_SCREENS['waitlist-offer'].title,
    description: 'Take the seat held for you in a class, or let it go to the next in line.',
  });
  const { token = '' } = useParams();
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-12 sm:px-6">
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-foreground">
        {PUBLIC_SCREENS['waitlist-offer'].title}
      </h1>
      <WaitlistOfferPage key={token} token={token} />
    </section>
  );
}
