import { Trash2 } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { LIMITS, type CourseDetailInput } from '@tutoring/shared';
import { FormField } from '../../../components/ui/form-field';
import { ListRowsFields } from '../../../components/ui/list-rows-field';
import { MarkdownField } from '../../../components/ui/markdown/markdown-field';

const LISTS = [
  { key: 'topics', label: 'Topics', itemName: 'Topic' },
  { key: 'learningObjectives', label: 'Learning Objectives', itemName: 'Learning Objective' },
  { key: 'assignments', label: 'Assignments', itemName: 'Assignment' },
  { key: 'resources', label: 'Resources', itemName: 'Resource' },
] as const;

interface ModuleFieldsProps {
  index: number;
  onRemove: () => void;
}

/** One numbered module: title, description, duration and its four lists. */
export function ModuleFields({ index, onRemove }: ModuleFieldsProps) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<CourseDetailInput>();
  const moduleErrors = errors.modules?.[index];
  const name = `Module ${index + 1}`;
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-border bg-background p-4">
      <legend className="text-base font-semibold text-foreground">{name}</legend>
      <button
        type="button"
        onClick={onRemove}
        className="inline-flex min-h-11 items-center gap-1.5 self-end rounded-lg px-3 text-sm font-semibold text-error hover:bg-surface"
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {`Remove ${name}`}
      </button>
      <FormField
        label={`${name} Title`}
        error={moduleErrors?.title?.message}
        {...register(`modules.${index}.title`)}
      />
      <MarkdownField
        label={`${name} Description`}
        error={moduleErrors?.description?.message}
        {...register(`modules.${index}.description`)}
      />
      <FormField
        label={`${name} Duration (hours)`}
        type="number"
        min={LIMITS.moduleDurationMin}
        step={LIMITS.moduleDurationStep}
        error={moduleErrors?.duration?.message}
        {...register(`modules.${index}.duration`, { valueAsNumber: true })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <ListRowsFields
          control={control}
          lists={LISTS.map((list) => ({
            name: `modules.${index}.${list.key}` as const,
            label: `${name} ${list.label}`,
            itemName: list.itemName,
          }))}
        />
      </div>
    </fieldset>
  );
}
