/** What the class forms say (docs/PRODUCT.md, "Classes"). */
export const SIGN_UP_TEXTS = {
  enrolTitle: 'Enrol in this class',
  waitlistTitle: 'Join the waitlist',
  enrolSubmit: 'Enrol',
  enrolBusy: 'Enrolling…',
  waitlistSubmit: 'Join the waitlist',
  waitlistBusy: 'Joining…',
  enrolled: 'Your child is enrolled.',
  passwordMail: (email: string) =>
    `We have sent an e-mail to ${email}. It has a link to set a password for your family page, where you can see the classes and report an absence.`,
  enrolledFamily: 'You can see the class on your family page.',
  batchFull:
    'Sorry, the last seat has just been taken. Join the waitlist and we will e-mail you when a seat frees up.',
  seatsAvailable: 'Good news: a seat is free in this class now, so you can enrol straight away.',
  waitlisted: (position: number) =>
    `You are number ${position} on the waitlist. When a seat frees up we will e-mail you a link to take it.`,
  failed: 'Sorry, that did not go through. Please try again.',
  someoneNew: 'Someone new',
} as const;
