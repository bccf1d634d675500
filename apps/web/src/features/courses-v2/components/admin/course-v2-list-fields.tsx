import { Controller, useFormContext } from 'react-hook-form';
import { LIST_FIELDS, type CourseV2FormInput } from './course-v2-form-values';
import { ListRowsField } from '../../../../components/ui/list-rows-field';

/** Subjects, features, syllabus summary and highlights as editable row lists. */
export function CourseV2ListFields() {
  const { control } = useFormContext<CourseV2FormInput>();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {LIST_FIELDS.map((list) => (
        <Controller
          key={list.name}
          control={control}
          name={list.name}
          render={({ field }) => (
            <ListRowsField
              label={list.label}
              itemName={list.itemName}
              values={field.value ?? []}
              onChange={field.onChange}
            />
          )}
        />
      ))}
    </div>
  );
}
