import { zodResolver } from '@hookform/resolvers/zod';
import { bookingInputSchema } from '@tutoring/shared';

/** The parent's part of a booking, checked as the server checks it. */
export const bookingDetailsSchema = bookingInputSchema.pick({
  name: true,
  email: true,
  mobile: true,
  message: true,
});

/** The booking form's validation, a chunk of its own (see booking-form.tsx). */
export const bookingFormResolver = zodResolver(bookingDetailsSchema);
