import type { AuditEntry } from '@tutoring/shared';

const HEADERS = ['When', 'Who', 'Action', 'Entity', 'ID', 'Changed fields'] as const;

/** In the reader's own locale and time zone. */
function localDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** The table scrolls sideways inside its own box on phones; the page itself never does. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <div
      className="relative max-w-full overflow-x-auto rounded-xl border border-border"
      role="region"
      aria-label="Activity"
      tabIndex={0}
    >
      <table className="w-full min-w-[48rem] text-left text-sm">
        <thead className="bg-surface text-foreground">
          <tr>
            {HEADERS.map((header) => (
              <th key={header} scope="col" className="px-3 py-2 font-semibold">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry._id} className="border-t border-border align-top">
              <td className="px-3 py-2 whitespace-nowrap">
                <time dateTime={entry.createdAt}>{localDateTime(entry.createdAt)}</time>
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
        </tbody>
      </table>
    </div>
  );
}
