import { useId, type ChangeEvent } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useUploadFile, type UploadedFile } from '../api/upload-file';

export const UPLOAD_FAILED = 'Failed to upload file. Please try again.';

// What the server accepts for resources (docs/API.md: PDF, DOC/DOCX, ZIP, MP4).
const ACCEPT = '.pdf,.doc,.docx,.zip,.mp4,application/pdf,application/zip,video/mp4';

/** Uploads the chosen file at once; the caller puts the stored file's URL into the form. */
export function FileUploadField({ onUploaded }: { onUploaded: (file: UploadedFile) => void }) {
  const id = useId();
  const upload = useUploadFile();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) upload.mutate(file, { onSuccess: onUploaded });
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-foreground">
        Upload a file
      </label>
      <input
        id={id}
        type="file"
        accept={ACCEPT}
        onChange={onChange}
        disabled={upload.isPending}
        className="min-h-11 w-full rounded-lg border border-muted bg-background px-3 py-2 text-sm text-foreground"
      />
      <p className="text-sm text-muted" aria-live="polite">
        {upload.isPending && 'Uploading...'}
        {upload.isSuccess && 'File uploaded; its link is filled in below.'}
        {!upload.isPending && !upload.isSuccess && 'PDF, DOC/DOCX, ZIP or MP4 — or paste a link.'}
      </p>
      {/* 413 and 415 carry the server's own readable reason (size limit, type refused). */}
      {upload.isError && (
        <p role="alert" className="text-sm text-error">
          {errorMessage(upload.error, UPLOAD_FAILED)}
        </p>
      )}
    </div>
  );
}
