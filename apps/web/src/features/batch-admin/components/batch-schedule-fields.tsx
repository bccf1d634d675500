import { useFormContext } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { fieldWiring } from '../../../lib/field-wiring';
import type { BatchForm } from './batch-form-values';
import { WEEKDAY_NAMES } from './weekday-names';

/** When the batch meets: its weekdays, start time, length, first and last dates, zone. */
export function BatchScheduleFields({ instituteZone }: { instituteZone: string }) {
  const { register, formState } = useFormContext<BatchForm>();
  const field = fieldWiring(register, formState.errors);
  const weekdaysError = formState.errors.weekdays?.message;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <fieldset
        className="flex flex-col gap-2 sm:col-span-2"
        aria-invalid={weekdaysError ? true : undefined}
        aria-describedby={weekdaysError ? 'batch-weekdays-error' : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-foreground">Weekdays</legend>
        <div className="flex flex-wrap gap-2">
          {WEEKDAY_NAMES.map((name, index) => (
            <label
              key={name}
              className="flex min-h-11 items-center gap-2 rounded-lg border border-muted px-3 text-sm has-focus-visible:outline-2 has-focus-visible:outline-primary"
            >
              <input
                type="checkbox"
                className="size-5"
                value={String(index + 1)}
                {...register('weekdays')}
              />
              {name}
            </label>
          ))}
        </div>
        {weekdaysError && (
          <p id="batch-weekdays-error" role="alert" className="text-sm text-error">
            {weekdaysError}
          </p>
        )}
      </fieldset>
      <FormField label="Start time" type="time" {...field('startTime')} />
      <FormField
        label="Length in minutes"
        type="number"
        inputMode="numeric"
        {...field('durationMinutes')}
      />
      <FormField label="First date" type="date" {...field('startDate')} />
      <FormField label="Last date" type="date" {...field('endDate')} />
      <FormField
        label="Time zone"
        hint={`The batch's clock; blank: the institute's (${instituteZone}).`}
        {...field('timeZone')}
      />
    </div>
  );
}
