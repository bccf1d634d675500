import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { holidaySchema, type Holiday } from '@tutoring/shared';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { fieldWiring } from '../../../lib/field-wiring';

interface HolidayAddFormProps {
  taken: ReadonlySet<string>;
  busy: boolean;
  onAdd: (holiday: Holiday, done: () => void) => void;
}

/** One day closed, by hand: a date (once in the list) and its name. */
export function HolidayAddForm({ taken, busy, onAdd }: HolidayAddFormProps) {
  const form = useForm<Holiday>({
    resolver: zodResolver(holidaySchema),
    defaultValues: { date: '', name: '' },
  });
  const field = fieldWiring(form.register, form.formState.errors);
  const submit = form.handleSubmit((holiday) => {
    if (taken.has(holiday.date)) {
      form.setError('date', { message: 'That date is already a holiday.' });
      return;
    }
    onAdd(holiday, () => form.reset());
  });
  return (
    <form
      noValidate
      aria-label="Add a holiday"
      onSubmit={(event) => void submit(event)}
      className="grid items-start gap-3 sm:grid-cols-[12rem_1fr_auto]"
    >
      <FormField label="Date" type="date" {...field('date')} />
      <FormField label="Name" {...field('name')} />
      <Button type="submit" disabled={busy} className="sm:mt-7">
        Add holiday
      </Button>
    </form>
  );
}
