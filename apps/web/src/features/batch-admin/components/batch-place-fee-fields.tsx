import { useFormContext, useWatch } from 'react-hook-form';
import { BATCH_STATUSES, FEE_PERIODS, PLACE_KINDS } from '@tutoring/shared';
import { SelectField } from '../../../components/ui/form-controls';
import { FormField } from '../../../components/ui/form-field';
import { fieldWiring } from '../../../lib/field-wiring';
import type { BatchForm } from './batch-form-values';

/** Where it meets (as a course's place), its seats, its optional fee and whether it is open. */
export function BatchPlaceFeeFields({ currency }: { currency: string }) {
  const { register, control, formState } = useFormContext<BatchForm>();
  const field = fieldWiring(register, formState.errors);
  const kind = useWatch({ control, name: 'place.kind' });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField label="Place" options={PLACE_KINDS} {...field('place.kind')} />
      {kind === 'online' ? (
        <FormField
          label="Meeting link"
          type="url"
          hint="Blank: the tutor's own meeting link."
          {...field('place.link')}
        />
      ) : (
        <FormField
          label="Address"
          hint="Blank: the institute's address from Settings."
          {...field('place.address')}
        />
      )}
      <FormField label="Seats" type="number" inputMode="numeric" {...field('seats')} />
      <SelectField label="Status" options={BATCH_STATUSES} {...field('status')} />
      <FormField
        label={`Fee (${currency})`}
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        hint="Blank: no fee."
        {...field('fee.amount')}
      />
      <SelectField label="Fee period" options={FEE_PERIODS} {...field('fee.period')} />
    </div>
  );
}
