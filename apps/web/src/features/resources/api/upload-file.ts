import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const uploadAnswerSchema = z.object({
  file: z.object({
    id: z.string(),
    url: z.string(),
    contentType: z.string(),
    size: z.number(),
  }),
});

export type UploadedFile = z.infer<typeof uploadAnswerSchema>['file'];

/** Stores a resource file (PDF, DOC/DOCX, ZIP, MP4) on the server; large files get time. */
export async function uploadFile(file: File): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file);
  const answer = await apiRequest('/uploads', {
    method: 'POST',
    body,
    schema: uploadAnswerSchema,
    timeoutMs: 5 * 60_000,
  });
  return answer.file;
}

export function useUploadFile() {
  return useMutation({ mutationFn: uploadFile });
}
