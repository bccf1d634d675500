import { FormProvider, useForm } from 'react-hook-form';
import type { BatchValues } from '@tutoring/shared';
import { Alert } from '../../../components/ui/alert';
import { FormActions } from '../../../components/ui/form-actions';
import { FormField } from '../../../components/ui/form-field';
import { TeamMemberSelectField } from '../../../components/ui/team-member-select-field';
import { useUnsavedChanges } from '../../../components/ui/unsaved-changes';
import { fieldWiring } from '../../../lib/field-wiring';
import { batchFormResolver, type BatchForm as BatchFormValues } from './batch-form-values';
import { BatchPlaceFeeFields } from './batch-place-fee-fields';
import { BatchScheduleFields } from './batch-schedule-fields';

export interface BatchChoices {
  courses: readonly { _id: string; title: string }[];
  tutors: readonly { _id: string; name: string }[];
  instituteZone: string;
  currency: string;
}

interface BatchFormProps extends BatchChoices {
  initialValues: BatchFormValues;
  isNew: boolean;
  busy: boolean;
  error: string | null;
  onSubmit: (input: BatchValues) => void;
  onCancel: () => void;
}

/** Add or edit a batch, checked by the API's own schema before it is sent. */
export function BatchForm(props: BatchFormProps) {
  const form = useForm<BatchFormValues, unknown, BatchValues>({
    resolver: batchFormResolver(props.currency),
    defaultValues: props.initialValues,
  });
  useUnsavedChanges(form.formState.isDirty);
  const field = fieldWiring(form.register, form.formState.errors);
  const courses = props.courses.map(({ _id, title }) => ({ _id, name: title }));
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(props.onSubmit)(event)}
        className="flex flex-col gap-5"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TeamMemberSelectField
            label="Course"
            placeholder="Select course"
            team={courses}
            {...field('course')}
          />
          <TeamMemberSelectField
            label="Tutor"
            placeholder="Select tutor"
            team={props.tutors}
            {...field('tutor')}
          />
          <div className="sm:col-span-2">
            <FormField label="Title" {...field('title')} />
          </div>
        </div>
        <BatchScheduleFields instituteZone={props.instituteZone} />
        <BatchPlaceFeeFields currency={props.currency} />
        {props.error && <Alert>{props.error}</Alert>}
        <FormActions
          separated
          saving={props.busy}
          submitLabel={props.isNew ? 'Add Batch' : 'Save Changes'}
          onCancel={props.onCancel}
        />
      </form>
    </FormProvider>
  );
}
