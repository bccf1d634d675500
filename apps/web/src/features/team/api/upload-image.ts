import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const uploadAnswerSchema = z.object({
  file: z.object({ id: z.string(), url: z.string(), contentType: z.string(), size: z.number() }),
});

/** Stores one image through POST /api/uploads (multipart field `file`) and answers its URL. */
export async function uploadImage(blob: Blob, filename: string): Promise<string> {
  const form = new FormData();
  form.append('file', blob, filename);
  const { file } = await apiRequest('/uploads', {
    method: 'POST',
    body: form,
    schema: uploadAnswerSchema,
  });
  return file.url;
}
