import { useMutation } from '@tanstack/react-query';
import { uploadFile } from '../../../lib/upload-file';

export type { UploadedFile } from '../../../lib/upload-file';

// Resource files (PDF, DOC/DOCX, ZIP, MP4) can be large: a video gets minutes, not seconds.
const RESOURCE_UPLOAD_TIMEOUT_MS = 5 * 60_000;

/** Stores a resource file on the server; the form then fills in its URL. */
export function useUploadFile() {
  return useMutation({
    mutationFn: (file: File) => uploadFile(file, { timeoutMs: RESOURCE_UPLOAD_TIMEOUT_MS }),
    // The form says the file is uploaded itself; a refusal is also a toast.
    meta: { failure: 'The file was not uploaded.' },
  });
}
