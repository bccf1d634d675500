import { useId } from 'react';
import { CONTACT_STATUSES, DIRECT_SOURCE } from '@tutoring/shared';
import { SelectField } from '../../../components/ui/form-controls';
import { FormField } from '../../../components/ui/form-field';
import type { ContactFilters as Filters } from '../api/get-contact-messages';
import { STATUS_LABELS } from './contact-status-labels';
import { SortSelect } from '../../../components/ui/sort-select';
import { sortOptions } from '../../../lib/list-sort';
import { LEAD_SORTS, NEWEST_FIRST, type ContactFilterKey } from './use-contact-filters';
import { useDebouncedText } from '../../../lib/use-debounced-text';

interface ContactFiltersProps {
  filters: Filters;
  onChange: (key: ContactFilterKey, value: string) => void;
  /** Course names to pick from; any other name can still be typed. */
  courseOptions: readonly string[];
}

/** Status, course, date range, source, overdue, and a search over name, e-mail and phone. */
export function ContactFilters({ filters, onChange, courseOptions }: ContactFiltersProps) {
  const courseListId = useId();
  const [search, setSearch] = useDebouncedText(filters.q, (text) => onChange('q', text));
  const [course, setCourse] = useDebouncedText(filters.course, (text) => onChange('course', text));
  const [source, setSource] = useDebouncedText(filters.source, (text) => onChange('source', text));
  return (
    <form
      role="search"
      aria-label="Filter contact messages"
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
    >
      <FormField
        label="Search"
        type="search"
        hint="Name, e-mail or phone"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
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
      <FormField
        label="Course"
        list={courseListId}
        value={course}
        onChange={(event) => setCourse(event.target.value)}
      />
      <datalist id={courseListId}>
        {courseOptions.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <FormField
        label="From"
        type="date"
        value={filters.from}
        max={filters.to || undefined}
        onChange={(event) => onChange('from', event.target.value)}
      />
      <FormField
        label="To"
        type="date"
        value={filters.to}
        min={filters.from || undefined}
        onChange={(event) => onChange('to', event.target.value)}
      />
      <FormField
        label="Source"
        hint={`A utm_source, or ${DIRECT_SOURCE} for none`}
        value={source}
        onChange={(event) => setSource(event.target.value)}
      />
      <SortSelect
        value={filters.sort || NEWEST_FIRST}
        options={sortOptions(LEAD_SORTS)}
        onChange={(sort) => onChange('sort', sort === NEWEST_FIRST ? '' : sort)}
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
