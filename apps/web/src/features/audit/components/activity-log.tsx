import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@tutoring/shared';
import { SelectField } from '../../../components/ui/form-controls';
import { SortSelect } from '../../../components/ui/sort-select';
import { PagedResults, type PagedTexts } from '../../../components/ui/paged-results';
import { newestFirst, oneOf, useServerList } from '../../../components/ui/use-server-list';
import { ListScreen } from '../../../components/ui/list-screen';
import { AUDIT_PAGE_SIZE, useAuditEntries, type AuditFilters } from '../api/get-audit-entries';
import { NEWEST_FIRST } from '../../../lib/list-sort';
import { AuditTable } from './audit-table';

export const AUDIT_LOAD_FAILED = 'Failed to load activity.';
export const NO_ACTIVITY = 'No activity yet.';

const ACTIVITY_PAGES: PagedTexts = {
  noun: ['entry', 'entries'],
  what: 'activity',
  failedMessage: AUDIT_LOAD_FAILED,
  pageSize: AUDIT_PAGE_SIZE,
};

/** Who changed what and when in the admin area, newest first; filters and page in the URL. */
export function ActivityLog() {
  const list = useServerList(['entity', 'action'], newestFirst('Date'), ACTIVITY_PAGES);
  const entity = oneOf(AUDIT_ENTITIES, list.values.entity);
  const action = oneOf(AUDIT_ACTIONS, list.values.action);
  const filters: AuditFilters = {
    entity: entity || undefined,
    action: action || undefined,
    ...(list.sort === NEWEST_FIRST ? {} : { sort: list.sort }),
  };
  const filtered = Boolean(filters.entity || filters.action);
  return (
    <ListScreen title="Activity">
      <div className="grid gap-3 sm:grid-cols-3 lg:max-w-3xl">
        <SelectField
          label="Entity"
          placeholder="All entities"
          options={AUDIT_ENTITIES}
          {...list.filter('entity', entity)}
        />
        <SelectField
          label="Action"
          placeholder="All actions"
          options={AUDIT_ACTIONS}
          {...list.filter('action', action)}
        />
        <SortSelect {...list.sorting} />
      </div>
      <PagedResults result={useAuditEntries(list.page, filters)} {...list.pages}>
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
    </ListScreen>
  );
}
