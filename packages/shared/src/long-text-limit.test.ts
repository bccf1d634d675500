import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { bookingInputSchema, slotsQuerySchema } from './bookings/bookings.schema';
import { LIMITS } from './constants';
import { contactMessageInputSchema, contactMessageUpdateSchema } from './contact/contact.schema';
import { courseModuleSchema } from './course-details/course-details.schema';
import { teamMemberInputSchema } from './team/team.schema';
import { testimonyInputSchema } from './testimonies/testimonies.schema';

/** Each long free text, as its own schema checks it. */
const LONG_TEXTS: [string, z.ZodType][] = [
  ['a team bio', teamMemberInputSchema.shape.bio],
  ['a course module description', courseModuleSchema.shape.description],
  ['a testimony', testimonyInputSchema.shape.text],
  ['a contact message', contactMessageInputSchema.shape.message],
  ['a booking message', bookingInputSchema.shape.message],
  ['staff notes', contactMessageUpdateSchema.shape.notes],
];

describe('the one long-text limit (LIMITS.longTextMax)', () => {
  it.each(LONG_TEXTS)(
    'when %s is exactly the limit long, then it is kept; one character more, then it is refused',
    (_, field) => {
      expect(field.safeParse('x'.repeat(LIMITS.longTextMax)).success).toBe(true);
      expect(field.safeParse('x'.repeat(LIMITS.longTextMax + 1)).success).toBe(false);
    },
  );

  it('when notes are too long, then the message names the limit', () => {
    const result = contactMessageUpdateSchema.safeParse({ notes: 'x'.repeat(5001) });
    expect(result.error?.issues[0]?.message).toBe('Notes must be at most 5000 characters.');
  });
});

describe('the offered slot days (LIMITS.offeredSlotDays)', () => {
  it('when slots are asked for without days, then the window is the days a visitor is offered', () => {
    const query = slotsQuerySchema.parse({ course: 'a'.repeat(24), from: '2026-03-08' });
    expect(query.days).toBe(LIMITS.offeredSlotDays);
    expect(LIMITS.offeredSlotDays).toBe(14);
  });
});
