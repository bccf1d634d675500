/** What the waitlist offer's page says (docs/PRODUCT.md, "Classes"). */
export const OFFER_TEXTS = {
  loading: 'Loading your offer…',
  held: (until: string) => `We are holding a seat for you until ${until}.`,
  accept: 'Take the seat',
  accepting: 'Taking it…',
  decline: 'Let it go',
  declining: 'Letting it go…',
  declineQuestion: 'Let this seat go to the next family in line? You cannot take it back.',
  accepted: 'The seat is yours: your child is enrolled.',
  acceptedMore: 'You will find the class and its sessions on your family page.',
  declined: 'Thank you for letting us know. We have offered the seat to the next family in line.',
  expired:
    'This offer has expired, and the seat has gone to the next family in line. If you still want a place, join the waitlist again on the course page.',
  unknown: 'This link is not valid any more: the offer was already taken or let go.',
  failed: 'Failed to load your offer. Please try again.',
  actionFailed: 'That did not go through. Please try again.',
} as const;
