import type { ContactMessage } from '@tutoring/shared';

const HEADERS = ['Name', 'Course', 'Mobile', 'Email', 'Message', 'Received'] as const;

/** Received time in the reader's own locale and time zone. */
function receivedAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** The table scrolls sideways inside its own box on phones; the page itself never does. */
export function ContactMessagesTable({ messages }: { messages: ContactMessage[] }) {
  return (
    <div
      className="max-w-full overflow-x-auto rounded-xl border border-border"
      role="region"
      aria-label="Contact messages"
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
          {messages.map((message) => (
            <tr key={message._id} className="border-t border-border align-top">
              <td className="px-3 py-2 font-medium">{message.name}</td>
              <td className="px-3 py-2">{message.course}</td>
              <td className="px-3 py-2 whitespace-nowrap">{message.mobile}</td>
              <td className="px-3 py-2 break-all">{message.email}</td>
              <td className="max-w-xs px-3 py-2 break-words whitespace-pre-line">
                {message.message}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">
                <time dateTime={message.createdAt}>{receivedAt(message.createdAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
