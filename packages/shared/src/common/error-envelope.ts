import { z } from 'zod';

/** Every non-2xx answer of the API (docs/API.md section 5). */
export const errorEnvelopeSchema = z.object({
  message: z.string(),
  code: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
