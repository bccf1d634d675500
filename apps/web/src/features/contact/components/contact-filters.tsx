import { useId } from 'react';
import { CONTACT_STATUSES, DIRECT_SOURCE } from '@tutoring/shared';
import { SelectField } from '../../../components/ui/form-controls';
import { DebouncedField } from '../../../components/ui/debounced-field';
import { FormField } from '../../../components/ui/form-field';
import type { ContactFilters as Filters } from '../api/get-contact-messages';
import { STATUS_LABELS } from './contact-status-labels';
import { SortSelect } from '../../../components/ui/sort-select';
import { NEWEST_FIRST, sortOptions } from '../../../lib/list-sort';
import { LEAD_SORTS, type ContactFilterKey } from './use-contact-filters';
import { periodBounds } from '../../../lib/period-bounds';

interface ContactFiltersProps {
  filters: Filters;
  onChange: (key: ContactFilterKey, value: string) => void;
  /** Course names to pick from; any other name can still be typed. */
  courseOptions: readonly string[];
}

/** Status, course, date range, source, overdue, and a search over name, e-mail and phone. */
export function ContactFilters({ filters, onChange, courseOptions }: ContactFiltersProps) {
  const courseListId = useId();
  const period = periodBounds(filters.from, filters.to);
  return (
    <form
      role="search"
      aria-label="Filter contact messages"
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
    >
      <DebouncedField
        label="Search"
        type="search"
        hint="Name, e-mail or phone"
        value={filters.q}
        onSettled={(text) => onChange('q', text)}
      />
      <SelectField
        label="Status"
        value={filters.status}
        onChange={(event) => onChange('status', event.target.value)}
      >
        <option value="">All (except spam)</option>
        {CONTACT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {STATUS_LABELS[status]}
          </option>
        ))}
      </SelectField>
      <DebouncedField
        label="Course"
        list={courseListId}
        value={filters.course}
        onSettled={(text) => onChange('course', text)}
      />
      <datalist id={courseListId}>
        {courseOptions.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <FormField
        label="From"
        {...period.from}
        onChange={(event) => onChange('from', event.target.value)}
      />
      <FormField
        label="To"
        {...period.to}
        onChange={(event) => onChange('to', event.target.value)}
      />
      <DebouncedField
        label="Source"
        hint={`A utm_source, or ${DIRECT_SOURCE} for none`}
        value={filters.source}
        onSettled={(text) => onChange('source', text)}
      />
      <SortSelect
        sort={filters.sort || NEWEST_FIRST}
        sortOptions={sortOptions(LEAD_SORTS)}
        onSort={(sort) => onChange('sort', sort === NEWEST_FIRST ? '' : sort)}
      />
      <label className="flex min-h-11 items-center gap-2 self-end text-sm text-foreground">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={filters.overdue === 'true'}
          onChange={(event) => onChange('overdue', event.target.checked ? 'true' : '')}
        />
        Overdue only (new after 24 h)
      </label>
    </form>
  );
}
