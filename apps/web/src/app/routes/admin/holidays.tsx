import { HolidaysScreen } from '../../../features/batch-admin/components/holidays-screen';
import { usePageMeta } from '../../../lib/use-page-meta';

export function AdminHolidaysRoute() {
  usePageMeta({ title: 'Holidays', description: 'The days the institute is closed.' });
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-4 sm:p-6">
      <h1 className="text-2xl font-bold text-foreground">Holidays</h1>
      <p className="text-muted">Batch sessions skip these days.</p>
      <HolidaysScreen thisYear={new Date().getFullYear()} />
    </section>
  );
}
