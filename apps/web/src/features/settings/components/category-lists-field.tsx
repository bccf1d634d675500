import { Controller, useFormContext } from 'react-hook-form';
import type { CategoryListName, SiteSettingsInput } from '@tutoring/shared';
import { ListRowsField } from '../../../components/ui/list-rows-field';

const LISTS: { name: CategoryListName; label: string; rowLabel: string }[] = [
  { name: 'courseCategories', label: 'Course categories', rowLabel: 'Course category' },
  { name: 'resourceCategories', label: 'Resource categories', rowLabel: 'Resource category' },
];

/**
 * The categories staff keep. Editing a row renames the category and moves its items;
 * removing one still in use is refused by the server, which names the items
 * (docs/decisions/0054-category-lists-and-renames.md).
 */
export function CategoryListsField() {
  const {
    control,
    formState: { errors },
  } = useFormContext<SiteSettingsInput>();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        Editing a category renames it and moves its courses or resources with it. A category in use
        cannot be removed.
      </p>
      {LISTS.map(({ name, label, rowLabel }) => {
        const listError = errors[name]?.message ?? errors[name]?.root?.message;
        return (
          <div key={name} className="flex flex-col gap-1.5">
            <Controller
              control={control}
              name={name}
              render={({ field }) => {
                const values = (field.value ?? []).map((category) => category ?? '');
                return (
                  <ListRowsField
                    label={label}
                    rowLabel={rowLabel}
                    itemName="Category"
                    values={values}
                    onChange={field.onChange}
                    errors={values.map((_, index) => errors[name]?.[index]?.message)}
                  />
                );
              }}
            />
            {listError && <p className="text-sm text-error">{listError}</p>}
          </div>
        );
      })}
    </div>
  );
}
