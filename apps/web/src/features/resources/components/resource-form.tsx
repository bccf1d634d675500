import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  RESOURCE_FILE_TYPES,
  RESOURCE_TYPES,
  resourceCollection,
  type Resource,
  type ResourceData,
  type ResourceInput,
} from '@tutoring/shared';
import { FormActions } from '../../../components/ui/form-actions';
import { FormField } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/form-controls';
import { formValuesOf } from '../../../lib/form-values';
import { mutationKeys } from '../../../lib/query-keys';
import { useIsUploading } from '../../../lib/use-upload';
import type { UploadedFile } from '../../../lib/upload-file';
import { FileUploadField } from './file-upload-field';
import { useUnsavedChanges } from '../../../components/ui/unsaved-changes';
import { useCategoryList } from '../../../lib/categories';
import { fieldWiring } from '../../../lib/field-wiring';

/** The file type and kind an uploaded file implies; the admin can still change them. */
function kindOf(contentType: string): Pick<ResourceData, 'fileType' | 'type'> | null {
  if (contentType === 'application/pdf') return { fileType: 'PDF', type: 'document' };
  if (contentType === 'application/zip') return { fileType: 'ZIP', type: 'document' };
  if (contentType.startsWith('video/')) return { fileType: 'VIDEO', type: 'video' };
  if (contentType.includes('msword') || contentType.includes('wordprocessingml')) {
    return { fileType: 'DOC', type: 'document' };
  }
  return null;
}

interface ResourceFormProps {
  /** The resource being edited; absent: a new one. */
  initial?: Resource | undefined;
  saving: boolean;
  onSubmit: (input: ResourceData) => void;
  onCancel: () => void;
}

export function ResourceForm({ initial, saving, onSubmit, onCancel }: ResourceFormProps) {
  const { register, handleSubmit, setValue, formState } = useForm<
    ResourceInput,
    unknown,
    ResourceData
  >({
    resolver: zodResolver(resourceCollection.input),
    defaultValues: formValuesOf(resourceCollection.input, initial),
  });
  const { errors } = formState;
  const field = fieldWiring(register, errors);
  useUnsavedChanges(formState.isDirty);
  // Saving mid-upload would store the resource without the file the admin just chose.
  const uploading = useIsUploading(mutationKeys.uploadResourceFile);
  const resourceCategories = useCategoryList('resourceCategories');
  const onUploaded = (file: UploadedFile) => {
    setValue('fileUrl', file.url, { shouldValidate: true, shouldDirty: true });
    const kind = kindOf(file.contentType);
    if (kind) {
      setValue('fileType', kind.fileType, { shouldValidate: true });
      setValue('type', kind.type, { shouldValidate: true });
    }
  };
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <FormField label="Title" required {...field('title')} />
      <FormField label="Description" {...field('description')} />
      <SelectField
        label="Category"
        placeholder="Select category"
        options={resourceCategories}
        required
        {...field('category')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="File Type"
          placeholder="Select file type"
          options={RESOURCE_FILE_TYPES}
          required
          {...field('fileType')}
        />
        <SelectField
          label="Type"
          placeholder="Select type"
          options={RESOURCE_TYPES}
          required
          {...field('type')}
        />
      </div>
      <FileUploadField onUploaded={onUploaded} />
      <FormField
        label="File URL"
        required
        hint="Filled in by an upload, or paste a link to the file or video."
        {...field('fileUrl')}
      />
      <FormActions
        saving={saving}
        submitDisabled={uploading}
        submitLabel={initial ? 'Save Changes' : 'Add Resource'}
        onCancel={onCancel}
      />
    </form>
  );
}
