import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { SiteSettingsInput } from '@tutoring/shared';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';

/** The institute's pages elsewhere: a label and an http(s) link per row, each removable. */
export function SocialLinksField() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<SiteSettingsInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'socialLinks' });
  const listError = errors.socialLinks?.message ?? errors.socialLinks?.root?.message;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1.5 text-sm font-medium text-foreground">Social links</legend>
      {fields.map((field, index) => {
        const row = errors.socialLinks?.[index];
        const n = index + 1;
        return (
          <div
            key={field.id}
            className="grid gap-2 rounded-lg border border-border p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_auto] sm:items-start"
          >
            <FormField
              label={`Social link ${n} label`}
              placeholder="Facebook"
              error={row?.label?.message}
              {...register(`socialLinks.${index}.label`)}
            />
            <FormField
              label={`Social link ${n} URL`}
              type="url"
              inputMode="url"
              placeholder="https://…"
              error={row?.url?.message}
              {...register(`socialLinks.${index}.url`)}
            />
            <Button
              variant="outline"
              aria-label={`Remove social link ${n}`}
              className="self-start sm:mt-7"
              onClick={() => remove(index)}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </div>
        );
      })}
      {listError && <p className="text-sm text-error">{listError}</p>}
      <Button
        variant="outline"
        className="self-start"
        onClick={() => append({ label: '', url: '' })}
      >
        <Plus aria-hidden="true" className="size-4" /> Add Social Link
      </Button>
    </fieldset>
  );
}
