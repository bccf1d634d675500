import { useId, useState, type ChangeEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { ImageUp } from 'lucide-react';
import { FormField } from '../../../../components/ui/form-field';
import { errorMessage } from '../../../../lib/api-error';
import {
  IMAGE_UPLOAD_TYPES,
  isUploadableImage,
  NOT_AN_IMAGE_MESSAGE,
} from '../../../../lib/upload-file';
import { useUploadCourseImage } from '../../api/upload-course-image';
import type { CourseV2FormInput } from './course-v2-form-values';

export const IMAGE_UPLOAD_FAILED = 'Failed to upload image. Please try again.';

// The file input is visually hidden but focusable; the label after it is what the eye sees,
// so it carries the input's focus ring and disabled look (Tailwind's peer-* variants).
const UPLOAD_LABEL =
  'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-muted px-4 ' +
  'py-2 text-sm font-semibold text-foreground hover:bg-surface peer-focus-visible:outline-2 ' +
  'peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary ' +
  'peer-disabled:cursor-not-allowed peer-disabled:opacity-60';

/**
 * docs/PRODUCT.md's free-text Image URL (no rule), plus an upload that fills it in: the admin can
 * still edit or clear the URL afterwards. The preview shows while the field holds the upload.
 */
export function CourseV2ImageField() {
  const {
    register,
    setValue,
    control,
    formState: { errors },
  } = useFormContext<CourseV2FormInput>();
  const image = useWatch({ control, name: 'image' }) ?? '';
  const upload = useUploadCourseImage();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [uploadedUrl, setUploadedUrl] = useState<string | null>(null);
  const inputId = useId();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // so that choosing the same file again (a retry) is a change too
    upload.reset();
    setRefusal(null);
    if (!file) return;
    // `accept` is only a hint to the picker: anything may still be chosen.
    if (!isUploadableImage(file)) {
      setRefusal(NOT_AN_IMAGE_MESSAGE);
      return;
    }
    upload.mutate(file, {
      onSuccess: ({ url }) => {
        setValue('image', url, { shouldDirty: true });
        setUploadedUrl(url);
      },
    });
  };

  const problem =
    refusal ?? (upload.isError ? errorMessage(upload.error, IMAGE_UPLOAD_FAILED) : null);
  return (
    <div className="flex flex-col gap-2">
      <FormField label="Image URL" error={errors.image?.message} {...register('image')} />
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={inputId}
          type="file"
          accept={IMAGE_UPLOAD_TYPES.join(',')}
          onChange={choose}
          disabled={upload.isPending}
          className="peer sr-only"
        />
        <label htmlFor={inputId} className={UPLOAD_LABEL}>
          <ImageUp aria-hidden="true" className="size-4" />
          Upload image
        </label>
        <p className="text-sm text-muted" aria-live="polite">
          {upload.isPending
            ? 'Uploading…'
            : 'JPEG, PNG or WebP; its link fills in the field above.'}
        </p>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-error">
          {problem}
        </p>
      )}
      {uploadedUrl && image === uploadedUrl && (
        <img
          src={uploadedUrl}
          alt="Uploaded image preview"
          width={160}
          height={90}
          className="h-[90px] w-40 rounded-lg border border-border object-cover"
        />
      )}
    </div>
  );
}
