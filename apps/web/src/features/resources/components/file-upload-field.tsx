import { useId, type ChangeEvent } from 'react';
import { ControlFrame } from '../../../components/ui/control-frame';
import { UploadFeedback } from '../../../components/ui/upload-feedback';
import { mutationKeys } from '../../../lib/query-keys';
import { uploadRefusal, type UploadedFile } from '../../../lib/upload-file';
import { useFileUpload } from '../../../lib/use-file-upload';

export const UPLOAD_FAILED = 'Failed to upload file. Please try again.';

// What the server accepts for resources (docs/API.md: PDF, DOC/DOCX, ZIP, MP4).
const ACCEPT = '.pdf,.doc,.docx,.zip,.mp4,application/pdf,application/zip,video/mp4';

// Resource files can be large: a 50 MB video gets minutes, not seconds.
const RESOURCE_UPLOAD_TIMEOUT_MS = 5 * 60_000;

const RESOURCE_UPLOAD = {
  mutationKey: mutationKeys.uploadResourceFile,
  // The form says the file is uploaded itself; a refusal is also a toast.
  meta: { failure: 'The file was not uploaded.' },
  refuse: uploadRefusal,
  failed: UPLOAD_FAILED,
  timeoutMs: RESOURCE_UPLOAD_TIMEOUT_MS,
};

/**
 * Uploads the chosen file at once, with its progress and 'Cancel upload'; the caller puts the
 * stored file's URL into the form (and waits for it before saving: useIsUploading).
 */
export function FileUploadField({ onUploaded }: { onUploaded: (file: UploadedFile) => void }) {
  const id = useId();
  const upload = useFileUpload(RESOURCE_UPLOAD, onUploaded);
  return (
    <ControlFrame id={id} label="Upload a file">
      <input
        id={id}
        type="file"
        accept={ACCEPT}
        onChange={(event: ChangeEvent<HTMLInputElement>) => upload.choose(event.target.files?.[0])}
        disabled={upload.uploading}
        className="min-h-11 w-full rounded-lg border border-muted bg-background px-3 py-2 text-sm text-foreground"
      />
      <p className="text-sm text-muted" aria-live="polite">
        {upload.uploading && 'Uploading...'}
        {upload.done && 'File uploaded; its link is filled in below.'}
        {!upload.uploading &&
          !upload.done &&
          'PDF, DOC/DOCX up to 20 MB, ZIP or MP4 up to 50 MB — or paste a link.'}
      </p>
      {/* Refused here before sending when the browser can tell; else the server's own reason. */}
      <UploadFeedback label="Uploading file" {...upload} />
    </ControlFrame>
  );
}
