import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  legalPageInputSchema,
  type LegalPage,
  type LegalPageInput,
  type LegalPageName,
} from '@tutoring/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { useUnsavedChanges } from '../../../components/ui/unsaved-changes';
import { useLegalPage, useSaveLegalPage } from '../api/legal-page-queries';
import { MarkdownField } from '../../../components/ui/markdown/markdown-field';
import { PreviewButton } from '../../../components/ui/preview-button';
import { LegalPageText } from './legal-page-view';

const valuesOf = ({ title, body }: LegalPage): LegalPageInput => ({ title, body });

function LegalPageFields({ page }: { page: LegalPage }) {
  const form = useForm<LegalPageInput, unknown, LegalPageInput>({
    resolver: zodResolver(legalPageInputSchema),
    defaultValues: valuesOf(page),
  });
  const save = useSaveLegalPage(page.name);
  const { register, formState } = form;
  useUnsavedChanges(formState.isDirty);
  const submit = (values: LegalPageInput) =>
    save.mutate(values, { onSuccess: (saved) => form.reset(valuesOf(saved)) });
  return (
    <form
      noValidate
      aria-label={page.title}
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      className="flex flex-col gap-3 rounded-xl border border-border p-4"
    >
      <FormField
        label={`${page.name === 'privacy' ? 'Privacy notice' : 'Terms'} title`}
        required
        error={formState.errors.title?.message}
        {...register('title')}
      />
      <MarkdownField
        label={`${page.name === 'privacy' ? 'Privacy notice' : 'Terms'} text`}
        hint="Markdown: blank lines separate paragraphs. Have it reviewed before you publish it."
        rows={10}
        error={formState.errors.body?.message}
        {...register('body')}
      />
      {save.isSuccess && <Alert tone="info">Page saved.</Alert>}
      {save.isError && <Alert>Failed to save the page.</Alert>}
      <div className="flex flex-wrap justify-end gap-3">
        <PreviewButton
          what={page.title}
          render={() => (
            <article className="px-4 py-6">
              <LegalPageText {...form.getValues()} />
            </article>
          )}
        />
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : `Save ${page.title}`}
        </Button>
      </div>
    </form>
  );
}

/** Admin: one legal page's title and text (administrators only; the API says so too). */
export function LegalPageForm({ name }: { name: LegalPageName }) {
  const page = useLegalPage(name);
  if (page.isPending) return <Spinner label="Loading…" />;
  if (page.isError) return <Alert>Failed to load this page.</Alert>;
  return <LegalPageFields page={page.data} />;
}
