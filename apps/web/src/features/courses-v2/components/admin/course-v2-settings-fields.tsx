import { COURSE_MODES, COURSE_STATUSES, EXAM_TYPES, LIMITS } from '@tutoring/shared';
import { FormField } from '../../../../components/ui/form-field';
import { toOptionalNumber, type CourseV2FormInput } from './course-v2-form-values';
import { SelectField } from '../../../../components/ui/form-controls';
import { useFormFields } from '../../../../lib/field-wiring';

/** Exam type, mode, status, duration, featured on the home page, and the two optional prices. */
export function CourseV2SettingsFields() {
  const { field, register } = useFormFields<CourseV2FormInput>();
  const priceProps = {
    type: 'number',
    inputMode: 'decimal',
    min: LIMITS.priceMin,
    step: LIMITS.priceStep,
  } as const;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField label="Exam Type" options={EXAM_TYPES} {...field('examType')} />
      <SelectField label="Mode" options={COURSE_MODES} {...field('mode')} />
      <SelectField label="Status" options={COURSE_STATUSES} {...field('status')} />
      <FormField label="Duration" {...field('duration')} />
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-foreground sm:col-span-2">
        <input type="checkbox" className="size-5" {...register('featured')} />
        Featured on the home page
      </label>
      <FormField
        label="Hourly Price"
        {...priceProps}
        {...field('price.hourly', { setValueAs: toOptionalNumber })}
      />
      <FormField
        label="Package Price"
        {...priceProps}
        {...field('price.package', { setValueAs: toOptionalNumber })}
      />
    </div>
  );
}
