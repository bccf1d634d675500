import { zodResolver } from '@hookform/resolvers/zod';
import {
  testimonyCollection,
  type Testimony,
  type TestimonyData,
  type TestimonyInput,
} from '@tutoring/shared';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { formValuesOf } from '../../../lib/form-values';

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
    formState: { errors },
  } = useForm<TestimonyInput, unknown, TestimonyData>({
    resolver: zodResolver(testimonyCollection.input),
    // Only the input fields: the strict schema refuses _id and the timestamps.
    defaultValues: formValuesOf(testimonyCollection.input, initial),
  });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <FormField
        label="Student name"
        required
        error={errors.studentName?.message}
        {...register('studentName')}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="testimony-text" className="text-sm font-medium text-foreground">
          Testimony text
        </label>
        <textarea
          id="testimony-text"
          rows={5}
          aria-describedby="testimony-advice"
          className="w-full rounded-lg border border-muted bg-background px-3 py-2 text-foreground"
          {...register('text')}
        />
        {errors.text?.message && <p className="text-sm text-error">{errors.text.message}</p>}
      </div>
      <FormField
        label="Video URL"
        type="url"
        inputMode="url"
        placeholder="https://www.youtube.com/watch?v=… or https://…/video.mp4"
        hint="A video-sharing link (YouTube watch, shorts or youtu.be) or a direct MP4 link."
        error={errors.videoUrl?.message}
        {...register('videoUrl')}
      />
      <p id="testimony-advice" className="text-sm text-muted">
        Add at least one of text or video so visitors have something to read or watch.
      </p>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save Testimony'}
        </Button>
      </div>
    </form>
  );
}
