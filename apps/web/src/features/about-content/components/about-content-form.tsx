import { zodResolver } from '@hookform/resolvers/zod';
import type { AboutContent } from '@tutoring/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useUnsavedChanges } from '../../../components/ui/unsaved-changes';
import { useUpdateAboutContent } from '../api/update-about-content';
import {
  aboutContentFormSchema,
  aboutContentFormValues,
  rowOf,
  type AboutContentFormInput,
} from './about-content-form-values';
import { MarkdownField } from '../../../components/ui/markdown/markdown-field';
import { PreviewButton } from '../../../components/ui/preview-button';
import { AboutView } from './about-section';

/** The unsaved values as the public page would show them: rows left empty are not shown. */
const previewOf = (values: AboutContentFormInput): AboutContent => ({
  history: values.history ?? '',
  values: values.values
    .filter((row) => row.title.trim() || row.description?.trim())
    .map((row) => ({ title: row.title, description: row.description ?? '' })),
});

const FIELD = 'w-full rounded-lg border border-muted bg-background px-3 py-2 text-foreground';

interface AboutContentFormProps {
  initial: AboutContent;
}

/** About Us: the history and the values, checked by the API's own schema. */
export function AboutContentForm({ initial }: AboutContentFormProps) {
  const form = useForm<AboutContentFormInput, unknown, AboutContent>({
    resolver: zodResolver(aboutContentFormSchema),
    defaultValues: aboutContentFormValues(initial),
  });
  const values = useFieldArray({ control: form.control, name: 'values' });
  const update = useUpdateAboutContent();
  const { register, formState } = form;
  useUnsavedChanges(formState.isDirty);

  // What was saved is the form's new starting point: nothing is unsaved any more.
  const submit = (content: AboutContent) =>
    update.mutate(content, { onSuccess: (saved) => form.reset(aboutContentFormValues(saved)) });

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      className="flex flex-col gap-5"
      aria-label="About Us"
    >
      {update.isSuccess && <Alert tone="info">Content updated successfully!</Alert>}
      {update.isError && <Alert>Failed to update content.</Alert>}
      <MarkdownField
        label="History"
        rows={8}
        error={formState.errors.history?.message}
        {...register('history')}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-medium text-foreground">Values</legend>
        {values.fields.map((field, index) => {
          const titleError = formState.errors.values?.[index]?.title?.message;
          return (
            <div
              key={field.id}
              className="flex flex-col gap-2 rounded-lg border border-border p-3 sm:flex-row sm:items-start"
            >
              <div className="flex flex-1 flex-col gap-2">
                <input
                  aria-label={`Value ${index + 1} title`}
                  placeholder="Title"
                  aria-invalid={titleError ? true : undefined}
                  aria-describedby={titleError ? `${field.id}-error` : undefined}
                  className={`${FIELD} min-h-11 aria-invalid:border-error`}
                  {...register(`values.${index}.title`)}
                />
                {titleError && (
                  <p id={`${field.id}-error`} className="text-sm text-error">
                    {titleError}
                  </p>
                )}
                <textarea
                  aria-label={`Value ${index + 1} description`}
                  placeholder="Description"
                  rows={2}
                  className={FIELD}
                  {...register(`values.${index}.description`)}
                />
              </div>
              <Button
                variant="outline"
                aria-label={`Remove value ${index + 1}`}
                onClick={() => values.remove(index)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </div>
          );
        })}
        <Button variant="outline" className="self-start" onClick={() => values.append(rowOf(null))}>
          <Plus aria-hidden="true" className="size-4" /> Add Value
        </Button>
      </fieldset>
      <div className="flex flex-wrap justify-end gap-3">
        <PreviewButton
          what="About Us"
          render={() => <AboutView about={previewOf(form.getValues())} />}
        />
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
