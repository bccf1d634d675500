import { Plus, Trash2 } from 'lucide-react';
import { Controller, useFormContext } from 'react-hook-form';
import type { HomeContentInput } from '@tutoring/shared';
import { Button } from '../../../../components/ui/button';
import { TextAreaField } from '../../../../components/ui/form-controls';
import { ListRowsField } from '../../../../components/ui/list-rows-field';

/** The marketing themes: one box each, the title on its first line, what it means after. */
export function ThemesField() {
  const {
    control,
    formState: { errors },
  } = useFormContext<HomeContentInput>();
  return (
    <Controller
      control={control}
      name="themes"
      render={({ field }) => {
        const themes = field.value ?? [];
        return (
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-1.5 text-sm font-medium text-foreground">
              Why Students Choose Us
            </legend>
            {themes.map((theme, index) => (
              <div key={index} className="flex items-start gap-2">
                <div className="min-w-0 flex-1">
                  <TextAreaField
                    label={`Theme ${index + 1}`}
                    hint="First line: the title. Next lines: what it means."
                    rows={3}
                    value={theme}
                    error={errors.themes?.[index]?.message}
                    onChange={(event) =>
                      field.onChange(themes.map((t, i) => (i === index ? event.target.value : t)))
                    }
                  />
                </div>
                <Button
                  variant="outline"
                  aria-label={`Remove theme ${index + 1}`}
                  className="mt-7"
                  onClick={() => field.onChange(themes.filter((_, i) => i !== index))}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </div>
            ))}
            <Button
              variant="outline"
              className="self-start"
              onClick={() => field.onChange([...themes, ''])}
            >
              <Plus aria-hidden="true" className="size-4" /> Add Theme
            </Button>
          </fieldset>
        );
      }}
    />
  );
}

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
