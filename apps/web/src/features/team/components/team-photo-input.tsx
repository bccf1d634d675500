import { useId } from 'react';
import { ControlFrame } from '../../../components/ui/control-frame';
import { LibraryImageButton } from '../../../components/ui/library-image-button';
import { UploadFeedback } from '../../../components/ui/upload-feedback';
import { IMAGE_UPLOAD_TYPES } from '../../../lib/upload-file';
import type { TeamPhoto } from './use-team-photo';

interface TeamPhotoInputProps {
  /** The photo the member has now, shown until a new one is stored. */
  currentUrl: string;
  photo: TeamPhoto;
  /** A photo stored before, picked in the media library (used as it is, in both sizes). */
  onPick: (url: string) => void;
}

/** Picks a photo; shows its processing, its upload's progress and the result. */
export function TeamPhotoInput({ currentUrl, photo, onPick }: TeamPhotoInputProps) {
  const inputId = useId();
  const shown = photo.preview ?? currentUrl;
  return (
    <ControlFrame id={inputId} label="Photo">
      <input
        id={inputId}
        type="file"
        accept={IMAGE_UPLOAD_TYPES.join(',')}
        disabled={photo.busy}
        onChange={(event) => void photo.choose(event.target.files?.[0])}
        className="min-h-11 text-sm text-foreground file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-surface file:px-3"
      />
      <p className="text-sm text-muted">JPEG, PNG or WebP; resized to 400 and 800 pixels.</p>
      <div>
        <LibraryImageButton disabled={photo.busy} onPick={onPick} />
      </div>
      {photo.processing && (
        <p role="status" className="text-sm text-muted">
          Processing image…
        </p>
      )}
      <UploadFeedback label="Uploading photo" {...photo} />
      {shown && (
        <img
          src={shown}
          alt="Photo preview"
          width={120}
          height={150}
          className="h-36 w-28 rounded-lg object-cover"
        />
      )}
    </ControlFrame>
  );
}
