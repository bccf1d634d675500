import type { SortOption } from '../../lib/list-sort';
import { SelectField } from './form-controls';

interface SortSelectProps {
  value: string;
  options: readonly SortOption[];
  onChange: (sort: string) => void;
}

/** 'Sort by': the same in a table, in cards and in a grid (column headers sort tables too). */
export function SortSelect({ value, options, onChange }: SortSelectProps) {
  return (
    <SelectField label="Sort by" value={value} onChange={(event) => onChange(event.target.value)}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}
