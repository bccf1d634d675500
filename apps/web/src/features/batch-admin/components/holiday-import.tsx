import { useState } from 'react';
import type { Holiday } from '@tutoring/shared';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/form-controls';
import { FormField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { Alert } from '../../../components/ui/alert';
import { errorMessage } from '../../../lib/api-error';
import { useHolidaySuggestions } from '../api/holidays';

const COUNTRIES = [
  { code: 'IN', name: 'India' },
  { code: 'AE', name: 'United Arab Emirates' },
] as const;

interface HolidayImportProps {
  taken: ReadonlySet<string>;
  busy: boolean;
  /** The first year offered: this year. */
  thisYear: number;
  onImport: (picked: Holiday[]) => void;
}

/** A country's public holidays of a year, each to tick; those already listed are left out. */
export function HolidayImport({ taken, busy, thisYear, onImport }: HolidayImportProps) {
  const [country, setCountry] = useState<string>('IN');
  const [year, setYear] = useState(String(thisYear));
  const [asked, setAsked] = useState<number | null>(null);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [yearError, setYearError] = useState<string | undefined>();
  const suggestions = useHolidaySuggestions(country, asked);
  const show = () => {
    const wanted = Number(year);
    const usable = Number.isInteger(wanted) && wanted >= 2000 && wanted <= 2100;
    setYearError(usable ? undefined : 'Year must be from 2000 to 2100.');
    setPicked(new Set());
    setAsked(usable ? wanted : null);
  };
  const fresh = (suggestions.data ?? []).filter((day) => !taken.has(day.date));
  const toggle = (date: string) =>
    setPicked((now) => {
      const next = new Set(now);
      if (!next.delete(date)) next.add(date);
      return next;
    });
  return (
    <section aria-labelledby="holiday-import" className="flex flex-col gap-3">
      <h2 id="holiday-import" className="text-lg font-semibold text-foreground">
        Import public holidays
      </h2>
      <div className="grid items-end gap-3 sm:grid-cols-[1fr_8rem_auto]">
        <SelectField label="Country" value={country} onChange={(e) => setCountry(e.target.value)}>
          {COUNTRIES.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </SelectField>
        <FormField
          label="Year"
          type="number"
          inputMode="numeric"
          value={year}
          error={yearError}
          onChange={(e) => setYear(e.target.value)}
        />
        <Button variant="outline" onClick={show}>
          Show holidays
        </Button>
      </div>
      {suggestions.isFetching && <Spinner label="Loading public holidays…" />}
      {suggestions.isError && (
        <Alert>{errorMessage(suggestions.error, 'The public holidays could not be loaded.')}</Alert>
      )}
      {suggestions.isSuccess && !suggestions.isFetching && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-foreground">Holidays to add</legend>
          {fresh.length === 0 && <p className="text-muted">Every one is on the list already.</p>}
          {fresh.map((day) => (
            <label key={day.date} className="flex min-h-11 items-center gap-3 text-sm">
              <input
                type="checkbox"
                className="size-5"
                checked={picked.has(day.date)}
                onChange={() => toggle(day.date)}
              />
              {`${day.date} ${day.name}`}
            </label>
          ))}
          <Button
            disabled={busy || picked.size === 0}
            onClick={() => onImport(fresh.filter((day) => picked.has(day.date)))}
            className="self-start"
          >
            {`Add ${picked.size} selected`}
          </Button>
        </fieldset>
      )}
    </section>
  );
}
