import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormField } from '../../../../components/ui/form-field';
import { ImageUploadButton } from '../../../../components/ui/image-upload-button';
import { mutationKeys } from '../../../../lib/query-keys';
import { useImageUpload } from '../../../../lib/use-image-upload';
import type { CourseV2FormInput } from './course-v2-form-values';

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
  const [uploadedUrl, setUploadedUrl] = useState<string | null>(null);
  const { choose, problem, uploading } = useImageUpload(mutationKeys.uploadCourseImage, (url) => {
    setValue('image', url, { shouldDirty: true });
    setUploadedUrl(url);
  });
  return (
    <div className="flex flex-col gap-2">
      <FormField label="Image URL" error={errors.image?.message} {...register('image')} />
      <div className="flex flex-wrap items-center gap-3">
        <ImageUploadButton label="Upload image" disabled={uploading} onChoose={choose} />
        <p className="text-sm text-muted" aria-live="polite">
          {uploading ? 'Uploading…' : 'JPEG, PNG or WebP; its link fills in the field above.'}
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
