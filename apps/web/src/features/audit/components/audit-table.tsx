import type { AuditEntry } from '@tutoring/shared';
import { EmailText } from '../../../components/ui/email-text';
import { ResponsiveTable, type TableColumn } from '../../../components/ui/responsive-table';
import { formatDateTime } from '../../../lib/format-date-time';
import { RestoreButton } from './restore-button';

const COLUMNS: TableColumn<AuditEntry>[] = [
  {
    header: 'When',
    cell: (entry) => <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>,
  },
  { header: 'Who', cell: (entry) => <EmailText address={entry.actor.email} /> },
  { header: 'Action', cell: (entry) => entry.action },
  { header: 'Entity', cell: (entry) => entry.entity },
  {
    header: 'ID',
    cell: (entry) => <span className="font-mono text-xs break-all">{entry.entityId}</span>,
  },
  {
    header: 'Changed fields',
    cell: (entry) => (entry.changedFields.length > 0 ? entry.changedFields.join(', ') : '—'),
  },
  {
    header: 'Undo',
    cell: (entry) => (entry.restorable ? <RestoreButton entry={entry} /> : null),
    actions: true,
  },
];

export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <ResponsiveTable
      label="Activity"
      items={entries}
      rowKey={(entry) => entry._id}
      columns={COLUMNS}
    />
  );
}
