import { aboutContentCollection, aboutValueSchema, type AboutContent } from '@tutoring/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/form-controls';
import { formValuesOf } from '../../../lib/form-values';
import { useUpdateAboutContent } from '../api/update-about-content';

type ValueRow = Required<z.input<typeof aboutValueSchema>>;

/** A value row as the form holds it: the value schema's input fields (a new row: blanks). */
const rowOf = (value: object | null) => formValuesOf(aboutValueSchema, value) as ValueRow;

const FIELD = 'w-full rounded-lg border border-muted bg-background px-3 py-2 text-foreground';

interface AboutContentFormProps {
  initial: AboutContent;
}

export function AboutContentForm({ initial }: AboutContentFormProps) {
  const [start] = useState(() => formValuesOf(aboutContentCollection.input, initial));
  const [history, setHistory] = useState(start.history ?? '');
  const [values, setValues] = useState(() => (start.values ?? []).map(rowOf));
  const update = useUpdateAboutContent();

  const changeValue = (index: number, patch: Partial<ValueRow>) =>
    setValues((rows) => rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Rows left entirely empty are dropped rather than refused.
    const kept = values.filter((row) => row.title.trim() || row.description.trim());
    update.mutate({ ...start, history, values: kept });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-5" aria-label="About Us">
      {update.isSuccess && <Alert tone="info">Content updated successfully!</Alert>}
      {update.isError && <Alert>Failed to update content.</Alert>}
      <TextAreaField
        label="History"
        rows={8}
        value={history}
        onChange={(e) => setHistory(e.target.value)}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-medium text-foreground">Values</legend>
        {values.map((row, index) => (
          <div
            key={index}
            className="flex flex-col gap-2 rounded-lg border border-border p-3 sm:flex-row sm:items-start"
          >
            <div className="flex flex-1 flex-col gap-2">
              <input
                aria-label={`Value ${index + 1} title`}
                placeholder="Title"
                value={row.title}
                onChange={(e) => changeValue(index, { title: e.target.value })}
                className={`${FIELD} min-h-11`}
              />
              <textarea
                aria-label={`Value ${index + 1} description`}
                placeholder="Description"
                rows={2}
                value={row.description}
                onChange={(e) => changeValue(index, { description: e.target.value })}
                className={FIELD}
              />
            </div>
            <Button
              variant="outline"
              aria-label={`Remove value ${index + 1}`}
              onClick={() => setValues((rows) => rows.filter((_, at) => at !== index))}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </div>
        ))}
        <Button
          variant="outline"
          className="self-start"
          onClick={() => setValues((rows) => [...rows, rowOf(null)])}
        >
          <Plus aria-hidden="true" className="size-4" /> Add Value
        </Button>
      </fieldset>
      <Button type="submit" className="self-end" disabled={update.isPending}>
        {update.isPending ? 'Saving...' : 'Save Changes'}
      </Button>
    </form>
  );
}
