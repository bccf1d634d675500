import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, type DefaultValues } from 'react-hook-form';
import { LIMITS, VIDEO_LINK_RULE, type TeamMember } from '@tutoring/shared';
import { Alert } from '../../../../components/ui/alert';
import { FormActions } from '../../../../components/ui/form-actions';
import { FormField } from '../../../../components/ui/form-field';
import { ImageLinkField } from '../../../../components/ui/image-link-field';
import { InstructorSelectField } from '../../../../components/ui/instructor-select-field';
import { mutationKeys } from '../../../../lib/query-keys';
import { useIsUploading } from '../../../../lib/use-upload';
import {
  courseV1FormSchema,
  type CourseV1FormOutput,
  type CourseV1FormValues,
} from './course-v1-form-schema';
import { SelectField } from '../../../../components/ui/form-controls';
import { MetaDescriptionField } from '../../../../components/ui/meta-description-field';
import { useUnsavedChanges } from '../../../../components/ui/unsaved-changes';
import { useCategoryList } from '../../../../lib/categories';
import { MarkdownField } from '../../../../components/ui/markdown/markdown-field';
import { CourseV1PreviewButton, type CoursePagePreview } from './course-v1-preview';
import { fieldWiring } from '../../../../lib/field-wiring';

interface CourseV1FormProps {
  initialValues: DefaultValues<CourseV1FormValues>;
  isNew: boolean;
  team: TeamMember[];
  busy: boolean;
  error: string | null;
  onSubmit: (input: CourseV1FormOutput) => void;
  onCancel: () => void;
  coursePage?: CoursePagePreview;
}

/** The admin v1 course form (docs/PRODUCT.md section 5). */
export function CourseV1Form({
  initialValues,
  isNew,
  team,
  busy,
  error,
  onSubmit,
  onCancel,
  coursePage,
}: CourseV1FormProps) {
  const form = useForm<CourseV1FormValues, unknown, CourseV1FormOutput>({
    resolver: zodResolver(courseV1FormSchema),
    defaultValues: initialValues,
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
  } = form;
  const field = fieldWiring(register, errors);
  useUnsavedChanges(isDirty);
  // Saving mid-upload would store the course without the picture the admin just chose.
  const uploading = useIsUploading(mutationKeys.uploadCourseImage);
  const courseCategories = useCategoryList('courseCategories');
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
        className="flex flex-col gap-4"
      >
        <FormField label="Title" required {...field('title')} />
        <FormField
          label="Slug"
          hint="The course's address: /courses/<slug>. Leave blank to make it from the title; a changed slug's old address moves to the new one."
          {...field('slug')}
        />
        <FormField label="Tagline" {...field('tagline')} />
        <SelectField label="Category" required options={courseCategories} {...field('category')}>
          <option value="" disabled>
            Select category
          </option>
        </SelectField>
        <MarkdownField label="Description" {...field('description')} />
        <MetaDescriptionField<CourseV1FormValues>
          name="metaDescription"
          error={errors.metaDescription?.message}
        />
        <MarkdownField label="Long Description" {...field('longDescription')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="Price"
            type="number"
            required
            min={LIMITS.priceMin}
            step={LIMITS.priceStep}
            {...field('price', { valueAsNumber: true })}
          />
          <FormField
            label="Duration (hours)"
            type="number"
            required
            min={LIMITS.v1DurationMin}
            {...field('duration', { valueAsNumber: true })}
          />
        </div>
        <InstructorSelectField team={team} {...field('instructor')} />
        <FormField
          label="Curriculum"
          hint="Separate topics with commas."
          {...field('curriculum')}
        />
        <ImageLinkField<CourseV1FormValues>
          name="imageUrl"
          label="Image URL"
          uploadKey={mutationKeys.uploadCourseImage}
        />
        <FormField label="Thumbnail" {...field('thumbnail')} />
        <FormField
          label="Preview video link"
          hint={`Shown as 'Preview Course' on the course page. ${VIDEO_LINK_RULE}`}
          {...field('videoUrl')}
        />
        {error && <Alert>{error}</Alert>}
        <FormActions
          separated
          saving={busy}
          submitDisabled={uploading}
          submitLabel={isNew ? 'Add Course' : 'Save Changes'}
          onCancel={onCancel}
          extra={<CourseV1PreviewButton team={team} coursePage={coursePage} />}
        />
      </form>
    </FormProvider>
  );
}
