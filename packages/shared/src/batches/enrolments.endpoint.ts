/**
 * Enrolment in a batch, withdrawal, and the waitlist with its offers (docs/API.md, classes).
 * An offer's mail links to the web's 'waitlist-offer' screen (screens.ts).
 */
export const enrolmentsEndpoints = {
  enrol: { path: '/batches/:id/enrolments', itemKey: 'enrolment' },
  enrolment: { path: '/enrolments/:id' },
  waitlist: { path: '/batches/:id/waitlist', itemKey: 'entry' },
  offer: { path: '/waitlist/offers/:token', itemKey: 'offer' },
} as const;
