import { z } from 'zod';
import { optionalText } from '../common/fields';
import { isWebLink } from '../site-settings/web-link';

/** Where a course's classes happen. */
export const PLACE_KINDS = ['online', 'in-person'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** A meeting room's address: http or https only (no javascript:, no data:). */
export const meetingLinkText = z
  .string()
  .trim()
  .max(2048, 'Link is too long.')
  .refine(
    (value) => value === '' || isWebLink(value),
    'Use a link that starts with http:// or https://.',
  );

/**
 * A v2 course's place. Online: its meeting link, or when blank the tutor's own. In person: its
 * address, or when blank the institute's (the site settings'). In person at the institute
 * unless said otherwise, as every class was before places existed.
 */
export const coursePlaceSchema = z
  .strictObject({
    kind: z.enum(PLACE_KINDS, { error: 'Place must be online or in-person.' }),
    link: meetingLinkText.default(''),
    address: optionalText(500),
  })
  .default({ kind: 'in-person', link: '', address: '' });

/**
 * The place a booking names, worked out when it is booked or moved: the link or the address
 * filled in from the tutor or the institute (either may still be blank when nobody set one).
 */
export const bookingPlaceSchema = z
  .object({ kind: z.enum(PLACE_KINDS), link: z.string(), address: z.string() })
  .default({ kind: 'in-person', link: '', address: '' });

export type CoursePlace = z.output<typeof coursePlaceSchema>;
export type BookingPlace = z.output<typeof bookingPlaceSchema>;

/** The place in one line, as mails and the manage page show it. */
export function placeText(place: BookingPlace): string {
  if (place.kind === 'online') return place.link ? `Online: ${place.link}` : 'Online';
  return place.address ? `In person: ${place.address}` : 'In person';
}
