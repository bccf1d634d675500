import { ImageUp } from 'lucide-react';
import { useId, type ChangeEvent } from 'react';
import { IMAGE_UPLOAD_TYPES } from '../../lib/upload-file';

// The file input is visually hidden but focusable; the label after it is what the eye sees,
// so it carries the input's focus ring and disabled look (Tailwind's peer-* variants).
const UPLOAD_LABEL =
  'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-muted px-4 ' +
  'py-2 text-sm font-semibold text-foreground hover:bg-surface peer-focus-visible:outline-2 ' +
  'peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary ' +
  'peer-disabled:cursor-not-allowed peer-disabled:opacity-60';

interface ImageUploadButtonProps {
  /** The button's words, which also name the file input: "Upload image". */
  label: string;
  disabled?: boolean;
  /** The picked file (undefined when the picker was closed without one). */
  onChoose: (file: File | undefined) => void;
}

/**
 * A button that opens the file picker on the raster images the forms take (jpeg, png, webp).
 * `accept` is only a hint to the picker: the caller still checks what was chosen.
 */
export function ImageUploadButton({ label, disabled = false, onChoose }: ImageUploadButtonProps) {
  const inputId = useId();
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // so that choosing the same file again (a retry) is a change too
    onChoose(file);
  };
  return (
    <>
      <input
        id={inputId}
        type="file"
        accept={IMAGE_UPLOAD_TYPES.join(',')}
        onChange={choose}
        disabled={disabled}
        className="peer sr-only"
      />
      <label htmlFor={inputId} className={UPLOAD_LABEL}>
        <ImageUp aria-hidden="true" className="size-4" />
        {label}
      </label>
    </>
  );
}
