import { useEffect, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { IMAGE_UPLOAD_TYPES } from '../../../lib/upload-file';
import { canvasImageEncoder } from '../lib/canvas-image-encoder';
import { processTeamPhoto, type ImageEncoder } from '../lib/process-team-photo';

export interface PhotoBlobs {
  avatar: Blob;
  profile: Blob;
}

interface TeamPhotoInputProps {
  /** The photo the member has now, shown until a new one is chosen. */
  currentUrl: string;
  onChange: (photo: PhotoBlobs | undefined) => void;
  /** Tests pass their own: jsdom has no canvas. */
  encoder?: ImageEncoder;
}

/** Picks a photo, resizes it in the browser (docs/PRODUCT.md 5) and previews the result. */
export function TeamPhotoInput({
  currentUrl,
  onChange,
  encoder = canvasImageEncoder,
}: TeamPhotoInputProps) {
  const inputId = useId();
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = async (file: File | undefined) => {
    setNotice(null);
    onChange(undefined);
    setPreview(null);
    if (!file) return;
    setBusy(true);
    const result = await processTeamPhoto(file, encoder);
    setBusy(false);
    if (!result.ok) {
      setNotice(result.message);
      return;
    }
    onChange({ avatar: result.avatar, profile: result.profile });
    setPreview(URL.createObjectURL(result.profile));
  };

  const shown = preview ?? currentUrl;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-foreground">
        Photo
      </label>
      <input
        id={inputId}
        type="file"
        accept={IMAGE_UPLOAD_TYPES.join(',')}
        onChange={(event) => void choose(event.target.files?.[0])}
        className="min-h-11 text-sm text-foreground file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-surface file:px-3"
      />
      <p className="text-sm text-muted">JPEG, PNG or WebP; resized to 400 and 800 pixels.</p>
      {busy && (
        <p role="status" className="text-sm text-muted">
          Processing image…
        </p>
      )}
      {notice && <Alert>{notice}</Alert>}
      {shown && (
        <img
          src={shown}
          alt="Photo preview"
          width={120}
          height={150}
          className="h-36 w-28 rounded-lg object-cover"
        />
      )}
    </div>
  );
}
