import type { Holiday } from '@tutoring/shared';
import { Button } from '../../../components/ui/button';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useHolidays, useSaveHolidays } from '../api/holidays';
import { HolidayAddForm } from './holiday-add-form';
import { HolidayImport } from './holiday-import';

/**
 * The days the institute is closed: batch sessions skip them. Each change saves the whole
 * list at once (PUT /holidays), and the batches' future sessions follow it.
 */
export function HolidaysScreen({ thisYear }: { thisYear: number }) {
  const holidays = useHolidays();
  const save = useSaveHolidays();
  if (holidays.isPending) return <Spinner label="Loading holidays…" />;
  if (holidays.isError) {
    return (
      <RetryAlert
        message={errorMessage(holidays.error, 'The holidays could not be loaded.')}
        onRetry={() => void holidays.refetch()}
      />
    );
  }
  const list = holidays.data;
  const taken = new Set(list.map((day) => day.date));
  const saveList = (next: Holiday[], done?: () => void) =>
    save.mutate(next, done ? { onSuccess: done } : {});
  return (
    <div className="flex flex-col gap-6">
      <HolidayAddForm
        taken={taken}
        busy={save.isPending}
        onAdd={(holiday, done) => saveList([...list, holiday], done)}
      />
      {save.isError && (
        <p role="alert" className="text-sm text-error">
          {errorMessage(save.error, 'The holidays were not saved.')}
        </p>
      )}
      {list.length === 0 ? (
        <p className="text-muted">No holidays yet.</p>
      ) : (
        <ul aria-label="Holidays" className="flex flex-col divide-y divide-border">
          {list.map((day) => (
            <li key={day.date} className="flex min-h-12 items-center gap-3 py-1">
              <span className="w-28 shrink-0 font-mono text-sm">{day.date}</span>
              <span className="min-w-0 flex-1">{day.name}</span>
              <Button
                variant="ghost"
                aria-label={`Remove ${day.name} (${day.date})`}
                disabled={save.isPending}
                onClick={() => saveList(list.filter((other) => other.date !== day.date))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <HolidayImport
        taken={taken}
        busy={save.isPending}
        thisYear={thisYear}
        onImport={(picked) => saveList([...list, ...picked])}
      />
    </div>
  );
}
