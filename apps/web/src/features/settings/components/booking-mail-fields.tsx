import { TUTOR_PARENT_CONTACTS, type SiteSettingsInput } from '@tutoring/shared';
import { Controller } from 'react-hook-form';
import { SelectField } from '../../../components/ui/form-controls';
import { FormField } from '../../../components/ui/form-field';
import { useFormFields } from '../../../lib/field-wiring';

/** "24, 2" to [24, 2]; a word that is no number stays NaN, which the schema names. */
const hoursOf = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map(Number);

/** When reminders go, and what a tutor's invitation says of the parent. */
export function BookingMailFields() {
  const {
    field,
    control,
    formState: { errors },
  } = useFormFields<SiteSettingsInput>();
  const hoursError = errors.reminderHours;
  return (
    <>
      <Controller
        control={control}
        name="reminderHours"
        render={({ field }) => (
          <FormField
            label="Reminder hours"
            hint="Hours before a demo class at which the parent and the tutor are reminded, e.g. 24, 2"
            error={hoursError?.message ?? hoursError?.root?.message ?? firstItemError(hoursError)}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            defaultValue={(field.value ?? []).join(', ')}
            onChange={(event) => field.onChange(hoursOf(event.target.value))}
          />
        )}
      />
      <SelectField
        label="Tutors see the parent's (besides the name)"
        options={TUTOR_PARENT_CONTACTS}
        {...field('tutorParentContact')}
      />
    </>
  );
}

/** The message of the first refused hour, when the list's items were refused one by one. */
function firstItemError(error: unknown): string | undefined {
  if (!Array.isArray(error)) return undefined;
  return (error as ({ message?: string } | undefined)[]).find((item) => item?.message)?.message;
}
