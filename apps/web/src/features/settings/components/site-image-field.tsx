import { useFormContext, useWatch } from 'react-hook-form';
import type { SiteSettingsInput } from '@tutoring/shared';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { ImageUploadButton } from '../../../components/ui/image-upload-button';
import { LibraryImageButton } from '../../../components/ui/library-image-button';
import { UploadFeedback } from '../../../components/ui/upload-feedback';
import { mutationKeys } from '../../../lib/query-keys';
import { useImageUpload } from '../../../lib/use-file-upload';

interface SiteImageFieldProps {
  name: 'logo' | 'shareImage';
  /** "Logo": names the link field; the buttons and the preview are named after it. */
  label: string;
  hint: string;
  /** The preview's box, in the picture's own proportions where it is shown. */
  preview: { width: number; height: number };
}

/**
 * An uploaded file's path on this site is previewed. A link to another host is not: the
 * server fetches it once on save, and the admin's browser contacts no other host meanwhile.
 */
const isSitePath = (value: string) => value.startsWith('/') && !value.startsWith('//');

/**
 * A picture of the site: its link (an upload fills it in; the admin may paste a link or clear
 * it), an upload button for raster images (jpeg, png, webp), and a preview.
 */
export function SiteImageField({ name, label, hint, preview }: SiteImageFieldProps) {
  const {
    register,
    setValue,
    control,
    formState: { errors },
  } = useFormContext<SiteSettingsInput>();
  const value = useWatch({ control, name }) ?? '';
  const choose = (url: string) => setValue(name, url, { shouldDirty: true, shouldValidate: true });
  const upload = useImageUpload(mutationKeys.uploadSiteImage, choose);
  const lower = label.toLowerCase();

  return (
    <div className="flex flex-col gap-2">
      <FormField label={label} hint={hint} error={errors[name]?.message} {...register(name)} />
      <div className="flex flex-wrap items-center gap-3">
        <ImageUploadButton
          label={`Upload ${lower}`}
          disabled={upload.uploading}
          onChoose={upload.choose}
        />
        <LibraryImageButton disabled={upload.uploading} onPick={choose} />
        {value && (
          <Button
            variant="outline"
            onClick={() => setValue(name, '', { shouldDirty: true, shouldValidate: true })}
          >
            {`Remove ${lower}`}
          </Button>
        )}
        <p className="text-sm text-muted" aria-live="polite">
          {upload.uploading ? 'Uploading…' : 'JPEG, PNG or WebP, up to 2 MB.'}
        </p>
      </div>
      <UploadFeedback label={`Uploading ${lower}`} {...upload} />
      {isSitePath(value) && (
        <img
          src={value}
          alt={`${label} preview`}
          width={preview.width}
          height={preview.height}
          style={{ width: preview.width, height: preview.height }}
          className="rounded-lg border border-border bg-background object-contain"
        />
      )}
    </div>
  );
}
