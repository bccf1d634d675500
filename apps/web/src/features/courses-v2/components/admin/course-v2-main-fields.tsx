import { useWatch } from 'react-hook-form';
import { LIMITS, VIDEO_LINK_RULE, type TeamMember } from '@tutoring/shared';
import type { CourseV2FormInput } from './course-v2-form-values';
import { FormField } from '../../../../components/ui/form-field';
import { ImageLinkField } from '../../../../components/ui/image-link-field';
import { MetaDescriptionField } from '../../../../components/ui/meta-description-field';
import { InstructorSelectField } from '../../../../components/ui/instructor-select-field';
import { mutationKeys } from '../../../../lib/query-keys';
import { MarkdownField } from '../../../../components/ui/markdown/markdown-field';
import { useFormFields } from '../../../../lib/field-wiring';

/**
 * Title, description with its live counter, instructor (and whether any tutor may give its demo
 * classes), category, image and preview video.
 */
export function CourseV2MainFields({ team }: { team: TeamMember[] }) {
  const {
    field,
    register,
    control,
    formState: { errors },
  } = useFormFields<CourseV2FormInput>();
  const description = useWatch({ control, name: 'description' }) ?? '';
  return (
    <>
      <FormField label="Title" required {...field('title')} />
      <FormField
        label="Slug"
        hint="The course's address: /coursesv2/<slug>. Leave blank to make it from the title; a changed slug's old address moves to the new one."
        {...field('slug')}
      />
      <MarkdownField
        label="Description"
        required
        hint={`${description.length}/${LIMITS.v2DescriptionMax} characters`}
        {...field('description')}
      />
      <MetaDescriptionField<CourseV2FormInput>
        name="metaDescription"
        error={errors.metaDescription?.message}
      />
      <InstructorSelectField team={team} {...field('instructor')} />
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-foreground">
        <input type="checkbox" className="size-5" {...register('anyTutor')} />
        Demo classes with any tutor who has hours
      </label>
      <FormField label="Category" {...field('category')} />
      <ImageLinkField<CourseV2FormInput>
        name="image"
        label="Image URL"
        uploadKey={mutationKeys.uploadCourseImage}
      />
      <FormField
        label="Preview video link"
        hint={`Shown as 'Watch Video' on the course page. ${VIDEO_LINK_RULE}`}
        {...field('videoUrl')}
      />
    </>
  );
}
