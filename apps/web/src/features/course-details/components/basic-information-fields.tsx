import { SKILL_LEVELS, type CourseDetailInput } from '@tutoring/shared';
import { SelectField } from '../../../components/ui/form-controls';
import { ListRowsFields } from '../../../components/ui/list-rows-field';
import { MarkdownField } from '../../../components/ui/markdown/markdown-field';
import { useFormFields } from '../../../lib/field-wiring';

const LISTS = [
  { name: 'prerequisites', label: 'Prerequisites', itemName: 'Prerequisite' },
  { name: 'learningOutcomes', label: 'Learning Outcomes', itemName: 'Learning Outcome' },
  { name: 'technologies', label: 'Technologies', itemName: 'Technology' },
] as const;

export function BasicInformationFields() {
  const { field, register, control } = useFormFields<CourseDetailInput>();
  return (
    <section
      aria-labelledby="basic-information"
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5"
    >
      <h2 id="basic-information" className="text-lg font-semibold text-foreground">
        Basic Information
      </h2>
      <MarkdownField label="Overview" rows={4} {...field('overview')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Skill Level" options={SKILL_LEVELS} {...field('skillLevel')} />
        <label className="flex min-h-11 items-center gap-2 self-end text-sm font-medium text-foreground">
          <input type="checkbox" className="size-5" {...register('certification')} />
          Certificate Included
        </label>
      </div>
      <ListRowsFields control={control} lists={LISTS} />
    </section>
  );
}
