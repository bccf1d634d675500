import { useIsMutating, useMutation, type MutationKey } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from './api-error';
import {
  IMAGE_UPLOAD_FAILED,
  isUploadableImage,
  NOT_AN_IMAGE_MESSAGE,
  uploadFile,
} from './upload-file';

/**
 * An image upload field's work: the picked file checked (`accept` is only a hint to the
 * picker: anything may still be chosen), uploaded, its URL handed to `onUploaded`, and what
 * went wrong in words. Keyed, so the form can wait for it (useIsUploading).
 */
export function useImageUpload(mutationKey: MutationKey, onUploaded: (url: string) => void) {
  const upload = useMutation({
    mutationKey,
    mutationFn: (file: File) => uploadFile(file),
    meta: { success: 'Image uploaded.', failure: 'The image was not uploaded.' },
  });
  const [refusal, setRefusal] = useState<string | null>(null);

  const choose = (file: File | undefined) => {
    upload.reset();
    setRefusal(null);
    if (!file) return;
    if (!isUploadableImage(file)) {
      setRefusal(NOT_AN_IMAGE_MESSAGE);
      return;
    }
    upload.mutate(file, { onSuccess: ({ url }) => onUploaded(url) });
  };

  const problem =
    refusal ?? (upload.isError ? errorMessage(upload.error, IMAGE_UPLOAD_FAILED) : null);
  return { choose, problem, uploading: upload.isPending };
}

/** True while an upload of this key is on its way: a form waits for its URL before saving. */
export function useIsUploading(mutationKey: MutationKey): boolean {
  return useIsMutating({ mutationKey }) > 0;
}
