import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormProvider, useFieldArray, useForm } from 'react-hook-form';
import {
  courseDetailCollection,
  type CourseDetail,
  type CourseDetailData,
  type CourseDetailInput,
} from '@tutoring/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormActions } from '../../../components/ui/form-actions';
import { PreviewButton } from '../../../components/ui/preview-button';
import { BasicInformationFields } from './basic-information-fields';
import { courseDetailPreviewOf } from './course-detail-preview-values';
import { emptyModule } from './detail-form-values';
import { ModuleFields } from './module-fields';
import { useUnsavedChanges } from '../../../components/ui/unsaved-changes';

interface CourseDetailsFormProps {
  courseId: string;
  initialValues: CourseDetailInput;
  saving: boolean;
  error: string | null;
  onSubmit: (input: CourseDetailData) => void;
  onCancel: () => void;
  /** The public course page with these details (composed by the app: the course is another feature's). */
  coursePreview: (detail: CourseDetail) => ReactNode;
}

export function CourseDetailsForm({
  courseId,
  initialValues,
  saving,
  error,
  onSubmit,
  onCancel,
  coursePreview,
}: CourseDetailsFormProps) {
  const form = useForm<CourseDetailInput, unknown, CourseDetailData>({
    resolver: zodResolver(courseDetailCollection.input),
    defaultValues: initialValues,
  });
  useUnsavedChanges(form.formState.isDirty);
  const modules = useFieldArray({ control: form.control, name: 'modules' });
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
        className="flex flex-col gap-6"
      >
        <BasicInformationFields />
        <section
          aria-labelledby="course-modules"
          className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="course-modules" className="text-lg font-semibold text-foreground">
              Course Modules
            </h2>
            <Button variant="outline" onClick={() => modules.append(emptyModule())}>
              <Plus aria-hidden="true" className="size-4" />
              Add Module
            </Button>
          </div>
          {modules.fields.map((field, index) => (
            <ModuleFields key={field.id} index={index} onRemove={() => modules.remove(index)} />
          ))}
        </section>
        {error && <Alert>{error}</Alert>}
        <FormActions
          saving={saving}
          submitLabel="Save Course Details"
          onCancel={onCancel}
          extra={
            <PreviewButton
              what="course"
              render={() => coursePreview(courseDetailPreviewOf(form.getValues(), courseId))}
            />
          }
        />
      </form>
    </FormProvider>
  );
}
