import { Controller, useFormContext } from 'react-hook-form';
import type { SiteSettingsInput } from '@tutoring/shared';
import { ListRowsField } from '../../../components/ui/list-rows-field';

/** One or more phone numbers, each its own row; blank rows are dropped on save. */
export function PhonesField() {
  const {
    control,
    formState: { errors },
  } = useFormContext<SiteSettingsInput>();
  const listError = errors.phones?.message ?? errors.phones?.root?.message;
  return (
    <div className="flex flex-col gap-1.5">
      <Controller
        control={control}
        name="phones"
        render={({ field }) => {
          const values = (field.value ?? []).map((phone) => phone ?? '');
          return (
            <ListRowsField
              label="Phone numbers"
              rowLabel="Phone"
              itemName="Phone Number"
              values={values}
              onChange={field.onChange}
              errors={values.map((_, index) => errors.phones?.[index]?.message)}
            />
          );
        }}
      />
      {listError && <p className="text-sm text-error">{listError}</p>}
    </div>
  );
}
