import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { IMAGE_UPLOAD_FAILED } from '../../../lib/upload-file';
import { useUploadTeamPhoto, type PhotoUrls } from '../api/upload-team-photo';
import { processTeamPhoto, type ImageEncoder } from '../lib/process-team-photo';

/**
 * A member's photo from choice to storage: resized in the browser (docs/PRODUCT.md section 5),
 * previewed, then both pictures uploaded with their progress; their URLs go to `onStored`.
 * `busy` holds the member's Save back until the photo is stored (or given up).
 */
export function useTeamPhoto(encoder: ImageEncoder, onStored: (urls: PhotoUrls) => void) {
  const upload = useUploadTeamPhoto();
  const [processing, setProcessing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = async (file: File | undefined) => {
    upload.reset();
    setRefusal(null);
    setPreview(null);
    if (!file) return;
    setProcessing(true);
    const result = await processTeamPhoto(file, encoder);
    setProcessing(false);
    if (!result.ok) {
      setRefusal(result.message);
      return;
    }
    setPreview(URL.createObjectURL(result.profile));
    upload.start({ avatar: result.avatar, profile: result.profile }, onStored);
  };

  const failure = upload.failure ? errorMessage(upload.failure, IMAGE_UPLOAD_FAILED) : null;
  return {
    ...upload,
    choose,
    processing,
    busy: processing || upload.uploading,
    problem: refusal ?? failure,
    /** The new photo, while it is being stored and once it is (not after a cancel or failure). */
    preview: upload.uploading || upload.done ? preview : null,
  };
}

export type TeamPhoto = ReturnType<typeof useTeamPhoto>;
