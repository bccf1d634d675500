import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface ListRowsFieldProps {
  /** The list's name, e.g. "Subjects"; rows are labelled "Subjects 1", "Subjects 2"… */
  label: string;
  /** What one row is, for the add button: "Add Subject". */
  itemName: string;
  /** The rows' names when not the list's: "Phone 1" in a list called "Phone numbers". */
  rowLabel?: string;
  values: string[];
  onChange: (values: string[]) => void;
  /** Each row's error, if any, shown under it and announced with it. */
  errors?: readonly (string | undefined)[];
}

/** An editable list of short texts: one input per row, each removable, plus an add button. */
export function ListRowsField({
  label,
  itemName,
  rowLabel = label,
  values,
  onChange,
  errors = [],
}: ListRowsFieldProps) {
  const idPrefix = useId();
  const setRow = (index: number, value: string) =>
    onChange(values.map((row, i) => (i === index ? value : row)));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-foreground">{label}</legend>
      {values.map((value, index) => (
        <div key={index} className="flex flex-wrap gap-2">
          <input
            aria-label={`${rowLabel} ${index + 1}`}
            value={value}
            onChange={(event) => setRow(index, event.target.value)}
            aria-invalid={errors[index] ? true : undefined}
            aria-describedby={errors[index] ? `${idPrefix}-${index}-error` : undefined}
            className="min-h-11 min-w-0 flex-1 rounded-lg border border-muted bg-background px-3 py-2 text-foreground aria-invalid:border-error"
          />
          <button
            type="button"
            aria-label={`Remove ${rowLabel} ${index + 1}`}
            onClick={() => onChange(values.filter((_, i) => i !== index))}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-border text-error hover:bg-surface"
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
          {errors[index] && (
            <p id={`${idPrefix}-${index}-error`} className="w-full text-sm text-error">
              {errors[index]}
            </p>
          )}
        </div>
      ))}
      <button
        type="button"
        onClick={() => onChange([...values, ''])}
        className="inline-flex min-h-11 items-center gap-1.5 self-start rounded-lg px-2 text-sm font-semibold text-primary hover:bg-surface"
      >
        <Plus aria-hidden="true" className="size-4" />
        {`Add ${itemName}`}
      </button>
    </fieldset>
  );
}

/** One list of a form: its field, its label and what one row is called. */
export interface ListRowsSpec<Values extends FieldValues> {
  name: FieldPath<Values>;
  label: string;
  itemName: string;
}

interface ListRowsFieldsProps<Values extends FieldValues> {
  control: Control<Values>;
  lists: readonly ListRowsSpec<Values>[];
}

/** A react-hook-form form's lists of short texts, each an editable ListRowsField. */
export function ListRowsFields<Values extends FieldValues>({
  control,
  lists,
}: ListRowsFieldsProps<Values>) {
  return lists.map((list) => (
    <Controller
      key={list.name}
      control={control}
      name={list.name}
      render={({ field }) => (
        <ListRowsField
          label={list.label}
          itemName={list.itemName}
          values={(field.value as string[] | undefined) ?? []}
          onChange={field.onChange}
        />
      )}
    />
  ));
}
