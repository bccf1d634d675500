import { PLACE_KINDS } from '@tutoring/shared';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectField } from '../../../../components/ui/form-controls';
import { FormField } from '../../../../components/ui/form-field';
import type { CourseV2FormInput } from './course-v2-form-values';

/**
 * Where the classes are: online, in the course's room or else the tutor's own, or
 * in person, at the course's address or else the institute's. Invitations carry it.
 */
export function CourseV2PlaceFields() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<CourseV2FormInput>();
  const kind = useWatch({ control, name: 'place.kind' });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label="Place"
        error={errors.place?.kind?.message}
        options={PLACE_KINDS}
        {...register('place.kind')}
      />
      {kind === 'online' ? (
        <FormField
          label="Meeting link"
          type="url"
          hint="Blank: each tutor's own meeting link."
          error={errors.place?.link?.message}
          {...register('place.link')}
        />
      ) : (
        <FormField
          label="Address"
          hint="Blank: the institute's address from Settings."
          error={errors.place?.address?.message}
          {...register('place.address')}
        />
      )}
    </div>
  );
}
