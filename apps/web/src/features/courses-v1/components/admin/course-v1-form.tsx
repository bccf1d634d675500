import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues } from 'react-hook-form';
import { COURSE_V1_CATEGORIES, LIMITS, type TeamMember } from '@tutoring/shared';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { FormField } from '../../../../components/ui/form-field';
import {
  courseV1FormSchema,
  type CourseV1FormOutput,
  type CourseV1FormValues,
} from './course-v1-form-schema';
import { SelectField, TextAreaField } from '../../../../components/ui/form-controls';

interface CourseV1FormProps {
  initialValues: DefaultValues<CourseV1FormValues>;
  isNew: boolean;
  team: TeamMember[];
  busy: boolean;
  error: string | null;
  onSubmit: (input: CourseV1FormOutput) => void;
  onCancel: () => void;
}

/** The admin v1 course form (SPEC.md section 5). */
export function CourseV1Form({
  initialValues,
  isNew,
  team,
  busy,
  error,
  onSubmit,
  onCancel,
}: CourseV1FormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CourseV1FormValues, unknown, CourseV1FormOutput>({
    resolver: zodResolver(courseV1FormSchema),
    defaultValues: initialValues,
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      className="flex flex-col gap-4"
    >
      <FormField label="Title" required error={errors.title?.message} {...register('title')} />
      <FormField label="Tagline" error={errors.tagline?.message} {...register('tagline')} />
      <SelectField
        label="Category"
        required
        error={errors.category?.message}
        {...register('category')}
      >
        <option value="" disabled>
          Select category
        </option>
        {COURSE_V1_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Description"
        error={errors.description?.message}
        {...register('description')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Price"
          type="number"
          required
          min={LIMITS.priceMin}
          step={LIMITS.priceStep}
          error={errors.price?.message}
          {...register('price', { valueAsNumber: true })}
        />
        <FormField
          label="Duration (hours)"
          type="number"
          required
          min={LIMITS.v1DurationMin}
          error={errors.duration?.message}
          {...register('duration', { valueAsNumber: true })}
        />
      </div>
      <SelectField
        label="Instructor"
        required
        error={errors.instructor?.message}
        {...register('instructor')}
      >
        <option value="" disabled>
          Select instructor
        </option>
        {team.map((member) => (
          <option key={member._id} value={member._id}>
            {member.name}
          </option>
        ))}
      </SelectField>
      <FormField
        label="Curriculum"
        hint="Separate topics with commas."
        error={errors.curriculum?.message}
        {...register('curriculum')}
      />
      <FormField label="Image URL" error={errors.imageUrl?.message} {...register('imageUrl')} />
      <FormField label="Thumbnail" error={errors.thumbnail?.message} {...register('thumbnail')} />
      {error && <Alert>{error}</Alert>}
      <div className="flex justify-end gap-2 border-t border-border pt-4">
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : isNew ? 'Add Course' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
