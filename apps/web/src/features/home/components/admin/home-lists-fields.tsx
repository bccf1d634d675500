import { Plus, Trash2 } from 'lucide-react';
import { Controller, useFormContext } from 'react-hook-form';
import type { HomeContentInput } from '@tutoring/shared';
import { Button } from '../../../../components/ui/button';
import { TextAreaField } from '../../../../components/ui/form-controls';
import { ListRowsField } from '../../../../components/ui/list-rows-field';

interface TitledTextsFieldProps {
  name: 'themes' | 'whyChoose';
  legend: string;
  /** One box's name: "Theme" → "Theme 1", "Remove theme 1", "Add Theme". */
  itemName: string;
}

/** Boxes of titled texts: the title on the first line, what it means after. */
function TitledTextsField({ name, legend, itemName }: TitledTextsFieldProps) {
  const {
    control,
    formState: { errors },
  } = useFormContext<HomeContentInput>();
  const lower = itemName.toLowerCase();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const items = field.value ?? [];
        return (
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-1.5 text-sm font-medium text-foreground">{legend}</legend>
            {items.map((item, index) => (
              <div key={index} className="flex items-start gap-2">
                <div className="min-w-0 flex-1">
                  <TextAreaField
                    label={`${itemName} ${index + 1}`}
                    hint="First line: the title. Next lines: what it means."
                    rows={3}
                    value={item}
                    error={errors[name]?.[index]?.message}
                    onChange={(event) =>
                      field.onChange(items.map((t, i) => (i === index ? event.target.value : t)))
                    }
                  />
                </div>
                <Button
                  variant="outline"
                  aria-label={`Remove ${lower} ${index + 1}`}
                  className="mt-7"
                  onClick={() => field.onChange(items.filter((_, i) => i !== index))}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </div>
            ))}
            <Button
              variant="outline"
              className="self-start"
              onClick={() => field.onChange([...items, ''])}
            >
              <Plus aria-hidden="true" className="size-4" /> Add {itemName}
            </Button>
          </fieldset>
        );
      }}
    />
  );
}

/** The home page's marketing themes. */
export const ThemesField = () => (
  <TitledTextsField name="themes" legend="Why Students Choose Us" itemName="Theme" />
);

/** The reasons under 'Why Choose Our Tutoring?' on the v2 courses page. */
export const WhyChooseField = () => (
  <TitledTextsField
    name="whyChoose"
    legend="Why Choose Our Tutoring? (courses page)"
    itemName="Reason"
  />
);

/** The course pricing card's perks, one short line each. */
export function PerksField() {
  const {
    control,
    formState: { errors },
  } = useFormContext<HomeContentInput>();
  return (
    <Controller
      control={control}
      name="perks"
      render={({ field }) => {
        const perks = (field.value ?? []).map((perk) => perk ?? '');
        return (
          <ListRowsField
            label="Perks on the course pricing card"
            rowLabel="Perk"
            itemName="Perk"
            values={perks}
            onChange={field.onChange}
            errors={perks.map((_, index) => errors.perks?.[index]?.message)}
          />
        );
      }}
    />
  );
}
