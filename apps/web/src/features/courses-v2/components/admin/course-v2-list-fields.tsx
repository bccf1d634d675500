import { useFormContext } from 'react-hook-form';
import { ListRowsFields } from '../../../../components/ui/list-rows-field';
import { LIST_FIELDS, type CourseV2FormInput } from './course-v2-form-values';

/** Subjects, features, syllabus summary and highlights as editable row lists. */
export function CourseV2ListFields() {
  const { control } = useFormContext<CourseV2FormInput>();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <ListRowsFields control={control} lists={LIST_FIELDS} />
    </div>
  );
}
