import { useState } from 'react';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  type AuditAction,
  type AuditEntity,
} from '@tutoring/shared';
import { SelectField } from '../../../components/ui/form-controls';
import { PagedResults } from '../../../components/ui/paged-results';
import { AUDIT_PAGE_SIZE, useAuditEntries, type AuditFilters } from '../api/get-audit-entries';
import { AuditTable } from './audit-table';

export const AUDIT_LOAD_FAILED = 'Failed to load activity.';
export const NO_ACTIVITY = 'No activity yet.';

function ActivityBody({ filters }: { filters: AuditFilters }) {
  const [page, setPage] = useState(1);
  const filtered = Boolean(filters.entity || filters.action);
  return (
    <PagedResults
      result={useAuditEntries(page, filters)}
      loadingLabel="Loading activity…"
      failedMessage={AUDIT_LOAD_FAILED}
      label="Activity pages"
      noun={['entry', 'entries']}
      page={page}
      pageSize={AUDIT_PAGE_SIZE}
      onPage={setPage}
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
  );
}

/** Who changed what and when in the admin area, newest first. */
export function ActivityLog() {
  const [entity, setEntity] = useState<AuditEntity | ''>('');
  const [action, setAction] = useState<AuditAction | ''>('');
  const filters: AuditFilters = { entity: entity || undefined, action: action || undefined };
  return (
    <section className="flex min-w-0 flex-col gap-6 p-4 sm:p-6">
      <h1 className="text-2xl font-bold tracking-tight text-foreground">Activity</h1>
      <div className="grid gap-3 sm:grid-cols-2 lg:max-w-xl">
        <SelectField
          label="Entity"
          value={entity}
          onChange={(event) => setEntity(event.target.value as AuditEntity | '')}
          placeholder="All entities"
          options={AUDIT_ENTITIES}
        />
        <SelectField
          label="Action"
          value={action}
          onChange={(event) => setAction(event.target.value as AuditAction | '')}
          placeholder="All actions"
          options={AUDIT_ACTIONS}
        />
      </div>
      {/* A new filter starts again at page 1: the body remounts with its own page. */}
      <ActivityBody key={`${entity}|${action}`} filters={filters} />
    </section>
  );
}
