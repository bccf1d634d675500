import type { SortOption } from '../../lib/list-sort';
import { SelectField } from './form-controls';

interface SortSelectProps {
  sort: string;
  sortOptions: readonly SortOption[];
  onSort: (sort: string) => void;
}

/** 'Sort by': the same in a table, in cards and in a grid (column headers sort tables too). */
export function SortSelect({ sort, sortOptions, onSort }: SortSelectProps) {
  return (
    <SelectField label="Sort by" value={sort} onChange={(event) => onSort(event.target.value)}>
      {sortOptions.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}
