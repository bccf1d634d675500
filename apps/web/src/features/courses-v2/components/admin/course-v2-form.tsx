import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import type { CourseV2Data, TeamMember } from '@tutoring/shared';
import { Alert } from '../../../../components/ui/alert';
import { FormActions } from '../../../../components/ui/form-actions';
import { useIsUploading } from '../../../../lib/use-upload';
import { mutationKeys } from '../../../../lib/query-keys';
import {
  courseV2FormSchema,
  type CourseV2FormInput,
  type CourseV2FormValues,
} from './course-v2-form-values';
import { CourseV2ListFields } from './course-v2-list-fields';
import { CourseV2MainFields } from './course-v2-main-fields';
import { CourseV2PlaceFields } from './course-v2-place-fields';
import { CourseV2SettingsFields } from './course-v2-settings-fields';
import { useUnsavedChanges } from '../../../../components/ui/unsaved-changes';
import { CourseV2PreviewButton } from './course-v2-preview';

interface CourseV2FormProps {
  initialValues: CourseV2FormValues;
  isNew: boolean;
  team: TeamMember[];
  busy: boolean;
  error: string | null;
  onSubmit: (input: CourseV2Data) => void;
  onCancel: () => void;
}

/**
 * The admin v2 course form, checked by the API's own schema: on submit it yields exactly what
 * the server accepts (trimmed, blank list rows removed, empty prices null).
 */
export function CourseV2Form(props: CourseV2FormProps) {
  const form = useForm<CourseV2FormInput, unknown, CourseV2Data>({
    resolver: zodResolver(courseV2FormSchema),
    defaultValues: props.initialValues,
  });
  useUnsavedChanges(form.formState.isDirty);
  // Saving mid-upload would store the course without the picture the admin just chose.
  const uploading = useIsUploading(mutationKeys.uploadCourseImage);
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(props.onSubmit)(event)}
        className="flex flex-col gap-5"
      >
        <CourseV2MainFields team={props.team} />
        <CourseV2SettingsFields />
        <CourseV2PlaceFields />
        <CourseV2ListFields />
        {props.error && <Alert>{props.error}</Alert>}
        <FormActions
          separated
          saving={props.busy}
          submitDisabled={uploading}
          submitLabel={props.isNew ? 'Add Course' : 'Save Changes'}
          onCancel={props.onCancel}
          extra={<CourseV2PreviewButton team={props.team} />}
        />
      </form>
    </FormProvider>
  );
}
