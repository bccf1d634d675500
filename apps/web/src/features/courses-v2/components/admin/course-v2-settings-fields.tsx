import { useFormContext } from 'react-hook-form';
import { COURSE_MODES, COURSE_STATUSES, EXAM_TYPES, LIMITS } from '@tutoring/shared';
import { FormField } from '../../../../components/ui/form-field';
import { toOptionalNumber, type CourseV2FormInput } from './course-v2-form-values';
import { SelectField } from '../../../../components/ui/form-controls';

/** Exam type, mode, status, duration, featured on the home page, and the two optional prices. */
export function CourseV2SettingsFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<CourseV2FormInput>();
  const priceProps = {
    type: 'number',
    inputMode: 'decimal',
    min: LIMITS.priceMin,
    step: LIMITS.priceStep,
  } as const;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label="Exam Type"
        error={errors.examType?.message}
        options={EXAM_TYPES}
        {...register('examType')}
      />
      <SelectField
        label="Mode"
        error={errors.mode?.message}
        options={COURSE_MODES}
        {...register('mode')}
      />
      <SelectField
        label="Status"
        error={errors.status?.message}
        options={COURSE_STATUSES}
        {...register('status')}
      />
      <FormField label="Duration" error={errors.duration?.message} {...register('duration')} />
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-foreground sm:col-span-2">
        <input type="checkbox" className="size-5" {...register('featured')} />
        Featured on the home page
      </label>
      <FormField
        label="Hourly Price"
        {...priceProps}
        error={errors.price?.hourly?.message}
        {...register('price.hourly', { setValueAs: toOptionalNumber })}
      />
      <FormField
        label="Package Price"
        {...priceProps}
        error={errors.price?.package?.message}
        {...register('price.package', { setValueAs: toOptionalNumber })}
      />
    </div>
  );
}
