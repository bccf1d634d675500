import { zodResolver } from '@hookform/resolvers/zod';
import {
  testimonyCollection,
  type Testimony,
  type TestimonyData,
  type TestimonyInput,
  VIDEO_LINK_RULE,
} from '@tutoring/shared';
import { useForm } from 'react-hook-form';
import { FormActions } from '../../../components/ui/form-actions';
import { TextAreaField } from '../../../components/ui/form-controls';
import { FormField } from '../../../components/ui/form-field';
import { formValuesOf } from '../../../lib/form-values';
import { useUnsavedChanges } from '../../../components/ui/unsaved-changes';
import { fieldWiring } from '../../../lib/field-wiring';

interface TestimonyFormProps {
  /** The testimony being edited; absent: a new one. */
  initial?: Testimony | undefined;
  saving: boolean;
  onSubmit: (input: TestimonyData) => void;
  onCancel: () => void;
}

export function TestimonyForm({ initial, saving, onSubmit, onCancel }: TestimonyFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
  } = useForm<TestimonyInput, unknown, TestimonyData>({
    resolver: zodResolver(testimonyCollection.input),
    // Only the input fields: the strict schema refuses _id and the timestamps.
    defaultValues: formValuesOf(testimonyCollection.input, initial),
  });
  const field = fieldWiring(register, errors);
  useUnsavedChanges(isDirty);
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <FormField label="Student name" required {...field('studentName')} />
      <TextAreaField
        label="Testimony text"
        rows={5}
        aria-describedby="testimony-advice"
        {...field('text')}
      />
      <FormField
        label="Video URL"
        type="url"
        inputMode="url"
        placeholder="https://www.youtube.com/watch?v=… or https://…/video.mp4"
        hint={VIDEO_LINK_RULE}
        {...field('videoUrl')}
      />
      <p id="testimony-advice" className="text-sm text-muted">
        Add at least one of text or video so visitors have something to read or watch.
      </p>
      <FormActions saving={saving} submitLabel="Save Testimony" onCancel={onCancel} />
    </form>
  );
}
