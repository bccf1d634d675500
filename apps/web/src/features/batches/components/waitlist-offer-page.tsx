import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PUBLIC_SCREENS, type WaitlistOffer } from '@tutoring/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-error';
import { fullTimeLabel, placeOf, visitorTimeZone } from '../../../lib/zoned-format';
import { useAcceptWaitlistOffer } from '../api/accept-waitlist-offer';
import { useDeclineWaitlistOffer } from '../api/decline-waitlist-offer';
import { useWaitlistOffer } from '../api/get-waitlist-offer';
import { OFFER_TEXTS } from './offer-texts';

const statusOf = (error: unknown) => (isApiError(error) ? error.status : 0);

/** What a finished or refused offer says: 410 expired, 404 already used or let go. */
function Ended({ status }: { status: number }) {
  return <Alert tone="info">{status === 410 ? OFFER_TEXTS.expired : OFFER_TEXTS.unknown}</Alert>;
}

function FamilyLink() {
  return (
    <Link
      to={PUBLIC_SCREENS.dashboard.path}
      className="inline-flex min-h-11 items-center font-semibold text-primary underline"
    >
      Go to your family page
    </Link>
  );
}

function OfferChoice({
  token,
  offer,
  timeZone,
}: {
  token: string;
  offer: WaitlistOffer;
  timeZone: string;
}) {
  const accept = useAcceptWaitlistOffer(token);
  const decline = useDeclineWaitlistOffer(token);
  const [asking, setAsking] = useState(false);
  if (accept.isSuccess) {
    return (
      <div role="status" className="flex flex-col gap-2 text-foreground">
        <p className="font-semibold">{OFFER_TEXTS.accepted}</p>
        <p>{OFFER_TEXTS.acceptedMore}</p>
        <FamilyLink />
      </div>
    );
  }
  if (decline.isSuccess) return <p role="status">{OFFER_TEXTS.declined}</p>;
  const refused = [accept.error, decline.error].find((error) =>
    [404, 410].includes(statusOf(error)),
  );
  if (refused) return <Ended status={statusOf(refused)} />;
  const busy = accept.isPending || decline.isPending;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-foreground">
        <strong>{offer.batch.course.title}</strong>: {offer.batch.title}
      </p>
      <p className="text-foreground">
        {OFFER_TEXTS.held(
          `${fullTimeLabel(offer.expiresAt, timeZone)} (${placeOf(timeZone)} time)`,
        )}
      </p>
      {(accept.isError || decline.isError) && <Alert>{OFFER_TEXTS.actionFailed}</Alert>}
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => accept.mutate()} disabled={busy}>
          {accept.isPending ? OFFER_TEXTS.accepting : OFFER_TEXTS.accept}
        </Button>
        <Button variant="outline" onClick={() => setAsking(true)} disabled={busy}>
          {OFFER_TEXTS.decline}
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        message={OFFER_TEXTS.declineQuestion}
        confirmLabel={OFFER_TEXTS.decline}
        busyLabel={OFFER_TEXTS.declining}
        dismissLabel="Keep the offer"
        busy={decline.isPending}
        onConfirm={() => decline.mutate(undefined, { onSettled: () => setAsking(false) })}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}

/**
 * The page a waitlist offer's mail links to: the class, until when its seat is held on the
 * parent's clock, and the choice to take it or let it go to the next in line.
 */
export function WaitlistOfferPage({
  token,
  timeZone = visitorTimeZone(),
}: {
  token: string;
  timeZone?: string;
}) {
  const offer = useWaitlistOffer(token);
  if (offer.isPending) return <Spinner label={OFFER_TEXTS.loading} className="py-4" />;
  if (offer.isError) {
    const status = statusOf(offer.error);
    if (status === 404 || status === 410) return <Ended status={status} />;
    return <RetryAlert message={OFFER_TEXTS.failed} onRetry={() => void offer.refetch()} />;
  }
  return <OfferChoice token={token} offer={offer.data} timeZone={timeZone} />;
}
