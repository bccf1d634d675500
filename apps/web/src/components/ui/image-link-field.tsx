import type { MutationKey } from '@tanstack/react-query';
import { useState } from 'react';
import {
  useFormContext,
  useWatch,
  type FieldPathByValue,
  type FieldValues,
  type PathValue,
} from 'react-hook-form';
import { useImageUpload } from '../../lib/use-file-upload';
import { FormField } from './form-field';
import { ImageUploadButton } from './image-upload-button';
import { LibraryImageButton } from './library-image-button';
import { UploadFeedback } from './upload-feedback';

interface ImageLinkFieldProps<Values extends FieldValues> {
  /** The form's text field that holds the picture's link. */
  name: FieldPathByValue<Values, string | undefined>;
  label: string;
  /** Names the upload, so the form's save can wait for it (useIsUploading). */
  uploadKey: MutationKey;
}

/**
 * A picture's free-text link (docs/PRODUCT.md: no rule beyond a web link or a site path), plus
 * an upload that fills it in with its progress and Cancel, or an image picked from the media
 * library: the admin can still edit or clear the link afterwards. The preview shows while the
 * field holds the uploaded or picked image.
 */
export function ImageLinkField<Values extends FieldValues>({
  name,
  label,
  uploadKey,
}: ImageLinkFieldProps<Values>) {
  const { register, setValue, control, getFieldState, formState } = useFormContext<Values>();
  const link: unknown = useWatch({ control, name });
  const [chosenUrl, setChosenUrl] = useState<string | null>(null);
  const choose = (url: string) => {
    setValue(name, url as PathValue<Values, typeof name>, { shouldDirty: true });
    setChosenUrl(url);
  };
  const upload = useImageUpload(uploadKey, choose);
  const { error } = getFieldState(name, formState);
  return (
    <div className="flex flex-col gap-2">
      <FormField label={label} error={error?.message} {...register(name)} />
      <div className="flex flex-wrap items-center gap-3">
        <ImageUploadButton
          label="Upload image"
          disabled={upload.uploading}
          onChoose={upload.choose}
        />
        <LibraryImageButton disabled={upload.uploading} onPick={choose} />
        <p className="text-sm text-muted" aria-live="polite">
          {upload.uploading
            ? 'Uploading…'
            : 'JPEG, PNG or WebP, up to 2 MB; its link fills in the field above.'}
        </p>
      </div>
      <UploadFeedback label="Uploading image" {...upload} />
      {chosenUrl && link === chosenUrl && (
        <img
          src={chosenUrl}
          alt="Uploaded image preview"
          width={160}
          height={90}
          className="h-[90px] w-40 rounded-lg border border-border object-cover"
        />
      )}
    </div>
  );
}
