import { z } from 'zod';

/** A stored upload, as POST /uploads answers it: `url` is where anyone reads it. */
export const uploadedFileSchema = z.object({
  id: z.string(),
  url: z.string(),
  contentType: z.string(),
  size: z.number(),
});

export const uploadAnswerSchema = z.object({ file: uploadedFileSchema });

export type UploadedFile = z.infer<typeof uploadedFileSchema>;
