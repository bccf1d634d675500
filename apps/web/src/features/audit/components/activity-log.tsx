import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  type AuditAction,
  type AuditEntity,
} from '@tutoring/shared';
import { SelectField } from '../../../components/ui/form-controls';
import { SortSelect } from '../../../components/ui/sort-select';
import { PagedResults, type PagedTexts } from '../../../components/ui/paged-results';
import { readSort, sortOptions, type SortField } from '../../../lib/list-sort';
import { useListParams } from '../../../lib/use-list-params';
import { AUDIT_PAGE_SIZE, useAuditEntries, type AuditFilters } from '../api/get-audit-entries';
import { AuditTable } from './audit-table';

export const AUDIT_LOAD_FAILED = 'Failed to load activity.';
export const NO_ACTIVITY = 'No activity yet.';

const ACTIVITY_PAGES: PagedTexts = {
  loadingLabel: 'Loading activity…',
  failedMessage: AUDIT_LOAD_FAILED,
  label: 'Activity pages',
  noun: ['entry', 'entries'],
  pageSize: AUDIT_PAGE_SIZE,
};

const FILTER_KEYS = ['entity', 'action', 'sort'] as const;
const SORTS: SortField<never>[] = [{ key: 'createdAt', label: 'Date', kind: 'date' }];
const NEWEST_FIRST = '-createdAt';

const oneOf = <T extends string>(values: readonly T[], raw: string) =>
  (values as readonly string[]).includes(raw) ? (raw as T) : undefined;

/** Who changed what and when in the admin area, newest first; filters and page in the URL. */
export function ActivityLog() {
  const { values, page, set, setPage } = useListParams(FILTER_KEYS);
  const sort = readSort(values.sort, SORTS, NEWEST_FIRST);
  const filters: AuditFilters = {
    entity: oneOf<AuditEntity>(AUDIT_ENTITIES, values.entity),
    action: oneOf<AuditAction>(AUDIT_ACTIONS, values.action),
    ...(sort === NEWEST_FIRST ? {} : { sort }),
  };
  const filtered = Boolean(filters.entity || filters.action);
  return (
    <section className="flex min-w-0 flex-col gap-6 p-4 sm:p-6">
      <h1 className="text-2xl font-bold tracking-tight text-foreground">Activity</h1>
      <div className="grid gap-3 sm:grid-cols-3 lg:max-w-3xl">
        <SelectField
          label="Entity"
          value={filters.entity ?? ''}
          onChange={(event) => set('entity', event.target.value)}
          placeholder="All entities"
          options={AUDIT_ENTITIES}
        />
        <SelectField
          label="Action"
          value={filters.action ?? ''}
          onChange={(event) => set('action', event.target.value)}
          placeholder="All actions"
          options={AUDIT_ACTIONS}
        />
        <SortSelect
          value={sort}
          options={sortOptions(SORTS)}
          onChange={(next) => set('sort', next)}
        />
      </div>
      <PagedResults
        result={useAuditEntries(page, filters)}
        page={page}
        onPage={setPage}
        {...ACTIVITY_PAGES}
      >
        {({ entries }) =>
          entries.length === 0 ? (
            <p className="text-muted">
              {filtered ? 'No activity matches these filters.' : NO_ACTIVITY}
            </p>
          ) : (
            <AuditTable entries={entries} />
          )
        }
      </PagedResults>
    </section>
  );
}
