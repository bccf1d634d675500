import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import {
  availabilityInputSchema,
  WEEKDAYS,
  type Availability,
  type AvailabilityInput,
} from '@tutoring/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormActions } from '../../../components/ui/form-actions';
import { FormField } from '../../../components/ui/form-field';
import { useUnsavedChanges } from '../../../components/ui/unsaved-changes';

/** Every half hour of the day, as the hours' selects offer them. */
const HALF_HOURS = Array.from({ length: 48 }, (_, index) => {
  const hours = String(Math.floor(index / 2)).padStart(2, '0');
  return `${hours}:${index % 2 ? '30' : '00'}`;
});

interface FormValues {
  weekly: { day: number; start: string; end: string }[];
  daysOff: string;
  noticeHours: number;
}

const selectClasses =
  'min-h-11 rounded-lg border border-muted bg-background px-2 py-2 text-foreground';

interface AvailabilityFormProps {
  initial: Availability;
  timeZone: string;
  saving: boolean;
  error: string | undefined;
  onSubmit: (input: AvailabilityInput) => void;
  onCancel: () => void;
}

/** The first thing wrong, said with the row it is about ('Hours 2: End must be after start.'). */
function firstProblem(input: AvailabilityInput): string | undefined {
  const parsed = availabilityInputSchema.safeParse(input);
  if (parsed.success) return undefined;
  const issue = parsed.error.issues[0];
  if (!issue) return 'These hours cannot be saved.';
  const [field, row] = issue.path;
  if (field === 'weekly' && typeof row === 'number') return `Hours ${row + 1}: ${issue.message}`;
  if (field === 'daysOff' && typeof row === 'number') return `Day off ${row + 1}: ${issue.message}`;
  return issue.message;
}

/**
 * A tutor's hours: ranges per weekday (several a day), days off (one date per line) and the
 * notice; all in the institute's time zone, which the form names.
 */
export function AvailabilityForm({
  initial,
  timeZone,
  saving,
  error,
  onSubmit,
  onCancel,
}: AvailabilityFormProps) {
  const form = useForm<FormValues>({
    defaultValues: { ...initial, daysOff: initial.daysOff.join('\n') },
  });
  const ranges = useFieldArray({ control: form.control, name: 'weekly' });
  useUnsavedChanges(form.formState.isDirty);
  const daysOffId = useId();
  const submit = form.handleSubmit((values) => {
    const input: AvailabilityInput = {
      weekly: values.weekly.map((range) => ({ ...range, day: Number(range.day) })),
      daysOff: values.daysOff.split(/\s+/).filter(Boolean),
      noticeHours: Number(values.noticeHours),
    };
    const problem = firstProblem(input);
    if (problem) form.setError('root', { message: problem });
    else onSubmit(input);
  });
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm text-muted">Times are in the institute&apos;s time zone, {timeZone}.</p>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-foreground">Weekly hours</legend>
        {ranges.fields.length === 0 && (
          <p className="text-sm text-muted">No hours yet: no demo classes can be booked.</p>
        )}
        {ranges.fields.map((field, index) => (
          <div key={field.id} className="flex flex-wrap items-center gap-2">
            <select
              aria-label={`Day of range ${index + 1}`}
              className={selectClasses}
              {...form.register(`weekly.${index}.day`, { valueAsNumber: true })}
            >
              {WEEKDAYS.map((name, day) => (
                <option key={name} value={day}>
                  {name}
                </option>
              ))}
            </select>
            <select
              aria-label={`Start of range ${index + 1}`}
              className={selectClasses}
              {...form.register(`weekly.${index}.start`)}
            >
              {HALF_HOURS.map((time) => (
                <option key={time}>{time}</option>
              ))}
            </select>
            <span aria-hidden="true">to</span>
            <select
              aria-label={`End of range ${index + 1}`}
              className={selectClasses}
              {...form.register(`weekly.${index}.end`)}
            >
              {[...HALF_HOURS.slice(1), '24:00'].map((time) => (
                <option key={time}>{time}</option>
              ))}
            </select>
            <Button
              variant="outline"
              onClick={() => ranges.remove(index)}
              aria-label={`Remove range ${index + 1}`}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </div>
        ))}
        <div>
          <Button
            variant="outline"
            onClick={() => ranges.append({ day: 1, start: '09:00', end: '17:00' })}
          >
            <Plus aria-hidden="true" className="size-4" /> Add hours
          </Button>
        </div>
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={daysOffId} className="text-sm font-medium text-foreground">
          Days off
        </label>
        <textarea
          id={daysOffId}
          rows={3}
          aria-describedby={`${daysOffId}-hint`}
          className="w-full rounded-lg border border-muted bg-background px-3 py-2 text-foreground"
          {...form.register('daysOff')}
        />
        <p id={`${daysOffId}-hint`} className="text-sm text-muted">
          One date per line, as YYYY-MM-DD.
        </p>
      </div>
      <FormField
        label="Minimum notice (hours)"
        type="number"
        min={0}
        max={720}
        {...form.register('noticeHours', { valueAsNumber: true })}
      />
      {(form.formState.errors.root?.message ?? error) && (
        <Alert>{form.formState.errors.root?.message ?? error}</Alert>
      )}
      <FormActions submitLabel="Save Hours" saving={saving} onCancel={onCancel} />
    </form>
  );
}
