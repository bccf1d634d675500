import { useFormContext, useWatch, type FieldPath, type FieldValues } from 'react-hook-form';
import { META_DESCRIPTION_HINT } from '@tutoring/shared';
import { TextAreaField } from './form-controls';

interface MetaDescriptionFieldProps<Values extends FieldValues> {
  name: FieldPath<Values>;
  label?: string;
  error?: string | undefined;
}

/**
 * A page's or a course's description for search results and link previews, with a live count
 * against the length search results show (longer text is cut there); blank: made from the
 * content.
 */
export function MetaDescriptionField<Values extends FieldValues>({
  name,
  label = 'Search description',
  error,
}: MetaDescriptionFieldProps<Values>) {
  const { register, control } = useFormContext<Values>();
  const value = (useWatch({ control, name }) as string | undefined) ?? '';
  return (
    <TextAreaField
      label={label}
      rows={2}
      hint={`${value.length}/${META_DESCRIPTION_HINT} characters: search results show about ${META_DESCRIPTION_HINT}. Leave blank to use the description.`}
      error={error}
      {...register(name)}
    />
  );
}
