import { useState } from 'react';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  type AuditAction,
  type AuditEntity,
} from '@tutoring/shared';
import { Alert } from '../../../components/ui/alert';
import { SelectField } from '../../../components/ui/form-controls';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { AUDIT_PAGE_SIZE, useAuditEntries, type AuditFilters } from '../api/get-audit-entries';
import { AuditTable } from './audit-table';

export const AUDIT_LOAD_FAILED = 'Failed to load activity.';
export const NO_ACTIVITY = 'No activity yet.';

function ActivityBody({ filters }: { filters: AuditFilters }) {
  const [page, setPage] = useState(1);
  const audit = useAuditEntries(page, filters);
  if (audit.isPending) return <Spinner label="Loading activity…" />;
  if (audit.isError) return <Alert>{errorMessage(audit.error, AUDIT_LOAD_FAILED)}</Alert>;
  const { entries, total, limit } = audit.data;
  const filtered = Boolean(filters.entity || filters.action);
  return (
    <div className="flex min-w-0 flex-col gap-4" aria-busy={audit.isPlaceholderData || undefined}>
      {entries.length === 0 ? (
        <p className="text-muted">
          {filtered ? 'No activity matches these filters.' : NO_ACTIVITY}
        </p>
      ) : (
        <AuditTable entries={entries} />
      )}
      <Pagination
        label="Activity pages"
        noun={['entry', 'entries']}
        page={page}
        limit={limit || AUDIT_PAGE_SIZE}
        total={total}
        onPage={setPage}
      />
    </div>
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
