import type { AuditEntry } from '@tutoring/shared';
import { DataTable } from '../../../components/ui/data-table';
import { formatDateTime } from '../../../lib/format-date-time';

const HEADERS = ['When', 'Who', 'Action', 'Entity', 'ID', 'Changed fields'] as const;

export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <DataTable label="Activity" headers={HEADERS} minWidthClass="min-w-[48rem]">
      {entries.map((entry) => (
        <tr key={entry._id} className="border-t border-border align-top">
          <td className="px-3 py-2 whitespace-nowrap">
            <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
          </td>
          <td className="px-3 py-2 break-all">{entry.actor.email}</td>
          <td className="px-3 py-2">{entry.action}</td>
          <td className="px-3 py-2">{entry.entity}</td>
          <td className="px-3 py-2 font-mono text-xs break-all">{entry.entityId}</td>
          <td className="px-3 py-2 break-words">
            {entry.changedFields.length > 0 ? entry.changedFields.join(', ') : '—'}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
