import { PUBLIC_SCREENS, readableTime, screenHref } from '@tutoring/shared';
import { enqueueMail } from '../outbox/outbox.service';
import { siteSettingsStore } from '../site-settings/site-settings.store';

export interface OfferMail {
  offerId: string;
  to: string;
  studentName: string;
  batch: { title: string; course: { title: string }; timeZone: string };
  token: string;
  expiresAt: Date;
  origin: string;
}

/** The link that reads, accepts or declines an offer (its token is the mail's secret). */
export const offerLink = (origin: string, token: string) =>
  `${origin}${screenHref(PUBLIC_SCREENS['waitlist-offer'].path, { token })}`;

/** Mails the first in line that a seat is held for them, until when, and the link to take it. */
export async function mailOffer(offer: OfferMail): Promise<void> {
  const site = await siteSettingsStore.get();
  const until = readableTime(offer.expiresAt, offer.batch.timeZone, site.locale);
  const what = `${offer.batch.course.title}, ${offer.batch.title}`;
  await enqueueMail({
    kind: 'waitlist-offer',
    to: [offer.to],
    subject: `A seat is free for ${offer.studentName}: ${what}`,
    text: [
      'Hello,',
      '',
      `A seat is free in ${what}, and it is held for ${offer.studentName} until ${until}.`,
      `To take it, or to let the next in line have it: ${offerLink(offer.origin, offer.token)}`,
      '',
      'After that time the seat is offered to the next person waiting.',
      '',
      site.name,
    ].join('\n'),
    about: [offer.offerId],
    secret: offer.token,
  });
}
