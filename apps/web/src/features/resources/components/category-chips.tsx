import { useCategoryList } from '../../../lib/categories';

/** 'All', or one of the resource categories staff keep in the settings. */
export type CategoryFilter = string;

interface CategoryChipsProps {
  selected: CategoryFilter;
  onSelect: (category: CategoryFilter) => void;
}

/** Toggle chips: the pressed one is the category shown. */
export function CategoryChips({ selected, onSelect }: CategoryChipsProps) {
  const filters = ['All', ...useCategoryList('resourceCategories')];
  return (
    <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-2">
      {filters.map((category) => {
        const pressed = category === selected;
        return (
          <button
            key={category}
            type="button"
            aria-pressed={pressed}
            onClick={() => onSelect(category)}
            className={`min-h-11 rounded-full border px-4 text-sm font-medium transition-colors ${
              pressed
                ? 'border-primary bg-primary text-on-primary'
                : 'border-border bg-surface text-foreground hover:border-primary'
            }`}
          >
            {category}
          </button>
        );
      })}
    </div>
  );
}
