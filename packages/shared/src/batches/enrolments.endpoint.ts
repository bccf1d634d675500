/**
 * Enrolment in a batch, withdrawal, and the waitlist with its offers (docs/API.md, classes).
 * `offerScreen` is where an offer's mail links to: the web page that reads, accepts or
 * declines the offer of its token.
 */
export const enrolmentsEndpoints = {
  enrol: { path: '/batches/:id/enrolments', itemKey: 'enrolment' },
  enrolment: { path: '/enrolments/:id' },
  waitlist: { path: '/batches/:id/waitlist', itemKey: 'entry' },
  offer: { path: '/waitlist/offers/:token', itemKey: 'offer' },
  offerScreen: { path: '/waitlist/:token' },
} as const;
