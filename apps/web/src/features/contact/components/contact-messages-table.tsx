import type { ContactMessage, ContactStatus } from '@tutoring/shared';
import { EmailText } from '../../../components/ui/email-text';
import { ResponsiveTable, type TableColumn } from '../../../components/ui/responsive-table';
import { dateTimeLabel, useInstituteTimeZone } from '../../../lib/zoned-format';
import { NotesCell, StatusCell } from './contact-message-cells';
import { LeadOriginDetails } from './lead-origin';

interface ContactMessagesTableProps {
  messages: ContactMessage[];
  /** The status change being saved, shown in its row until the list reloads. */
  pending: { id: string; status: ContactStatus } | null;
  onStatusChange: (message: ContactMessage, status: ContactStatus) => void;
  onEditNotes: (message: ContactMessage) => void;
  sort?: string;
  onSort?: (sort: string) => void;
}

function Person({ message }: { message: ContactMessage }) {
  return (
    <div className="flex flex-col gap-0.5">
      <span>{message.name}</span>
      {message.mobile && (
        <span className="font-normal whitespace-nowrap text-muted">{message.mobile}</span>
      )}
      {message.email && (
        <span className="font-normal text-muted">
          <EmailText address={message.email} />
        </span>
      )}
    </div>
  );
}

export function ContactMessagesTable(props: ContactMessagesTableProps) {
  const { messages, pending, onStatusChange, onEditNotes, sort, onSort } = props;
  const timeZone = useInstituteTimeZone();
  // The export's columns, but Mobile and Email sit under the name: with eight columns the
  // table did not fit beside the sidebar at 1280 px (Notes cut off, addresses broken letter
  // by letter). Where the lead came from and its consent fold under its time of arrival.
  const columns: TableColumn<ContactMessage>[] = [
    { header: 'Name', cell: (message) => <Person message={message} />, sortKey: 'name' },
    { header: 'Course', cell: (message) => message.course, sortKey: 'course' },
    {
      header: 'Message',
      cell: (message) => <p className="whitespace-pre-line">{message.message}</p>,
      className: 'w-1/4',
    },
    {
      header: 'Received',
      // On the institute's clock, as the date filters and the export read it.
      cell: (message) => (
        <>
          <time dateTime={message.createdAt} className="whitespace-nowrap">
            {dateTimeLabel(message.createdAt, timeZone)}
          </time>
          <LeadOriginDetails lead={message} timeZone={timeZone} />
        </>
      ),
      sortKey: 'createdAt',
    },
    {
      header: 'Status',
      cell: (message) => (
        <StatusCell message={message} pending={pending} onStatusChange={onStatusChange} />
      ),
      sortKey: 'status',
    },
    {
      header: 'Notes',
      cell: (message) => <NotesCell message={message} onEditNotes={onEditNotes} />,
    },
  ];
  return (
    <ResponsiveTable
      label="Contact messages"
      items={messages}
      rowKey={(message) => message._id}
      columns={columns}
      {...(sort !== undefined && onSort ? { sort, onSort } : {})}
    />
  );
}
