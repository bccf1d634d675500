import type { MutationKey, MutationMeta } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from './api-error';
import {
  IMAGE_UPLOAD_FAILED,
  isUploadableImage,
  NOT_AN_IMAGE_MESSAGE,
  uploadFile,
  uploadRefusal,
  type UploadedFile,
} from './upload-file';
import { useUpload, type UploadState } from './use-upload';

interface FileUploadSpec {
  mutationKey: MutationKey;
  meta: MutationMeta;
  /** Why this field would not send the chosen file; null: send it. */
  refuse: (file: File) => string | null;
  /** The words when it fails without a reason from the server. */
  failed: string;
  /** Large files (resource videos) need longer than an ordinary request. */
  timeoutMs?: number;
}

export interface FileUpload extends UploadState {
  /** Checks the picked file and, if it may go, uploads it (undefined: the picker was closed). */
  choose: (file: File | undefined) => void;
  /** What went wrong, in words: a refusal before sending, or the failure after. */
  problem: string | null;
}

/**
 * An upload field's work: the picked file checked before a byte is sent (`accept` is only a
 * hint to the picker: anything may still be chosen), uploaded with its progress, its answer
 * handed to `onUploaded`, and what went wrong in words.
 */
export function useFileUpload(
  { mutationKey, meta, refuse, failed, timeoutMs }: FileUploadSpec,
  onUploaded: (file: UploadedFile) => void,
): FileUpload {
  const upload = useUpload({
    mutationKey,
    meta,
    send: (file: File, transfer) =>
      uploadFile(file, { ...transfer, ...(timeoutMs === undefined ? {} : { timeoutMs }) }),
  });
  const [refusal, setRefusal] = useState<string | null>(null);

  const choose = (file: File | undefined) => {
    upload.reset();
    setRefusal(null);
    if (!file) return;
    const reason = refuse(file);
    if (reason) setRefusal(reason);
    else upload.start(file, onUploaded);
  };

  const failure = upload.failure ? errorMessage(upload.failure, failed) : null;
  return { ...upload, choose, problem: refusal ?? failure };
}

/** The raster images the forms take (docs/PRODUCT.md section 5), within the images' limit. */
function refuseImage(file: File): string | null {
  return isUploadableImage(file) ? uploadRefusal(file) : NOT_AN_IMAGE_MESSAGE;
}

/** An image field's upload: jpeg, png or webp within the images' limit; hands on its URL. */
export function useImageUpload(mutationKey: MutationKey, onUploaded: (url: string) => void) {
  return useFileUpload(
    {
      mutationKey,
      meta: { success: 'Image uploaded.', failure: 'The image was not uploaded.' },
      refuse: refuseImage,
      failed: IMAGE_UPLOAD_FAILED,
    },
    ({ url }) => onUploaded(url),
  );
}
