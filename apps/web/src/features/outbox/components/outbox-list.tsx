import { OUTBOX_STATUSES, type OutboxMessage } from '@tutoring/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ResponsiveTable, type TableColumn } from '../../../components/ui/responsive-table';
import { SelectField } from '../../../components/ui/form-controls';
import { SortSelect } from '../../../components/ui/sort-select';
import { PagedResults, type PagedTexts } from '../../../components/ui/paged-results';
import { newestFirst, oneOf, useServerList } from '../../../components/ui/use-server-list';
import { ListScreen } from '../../../components/ui/list-screen';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-date-time';
import { NEWEST_FIRST } from '../../../lib/list-sort';
import { OUTBOX_PAGE_SIZE, useOutbox, useResendMail } from '../api/outbox';
import { PausedNotice } from './paused-notice';

export const OUTBOX_LOAD_FAILED = 'Failed to load the outbox.';
export const NO_MAIL_SERVER =
  'No mail server is configured (SMTP_URL): mail waits here, nothing is lost, and it is sent once one is set.';

/** A mail queued for later (a booking's reminder): sending it now would be wrong. */
const isScheduled = (message: OutboxMessage) =>
  message.status === 'queued' && Date.parse(message.nextAttemptAt) > Date.now();

function ResendButton({ message }: { message: OutboxMessage }) {
  const resend = useResendMail();
  if (message.status === 'sending' || isScheduled(message)) return null;
  return (
    <div>
      <Button
        variant="outline"
        disabled={resend.isPending}
        onClick={() => resend.mutate(message._id)}
        aria-label={`Send again: ${message.subject}`}
      >
        {resend.isSuccess ? 'Queued' : 'Send again'}
      </Button>
      {resend.isError && (
        <p role="alert" className="mt-1 text-sm text-error">
          {errorMessage(resend.error, 'Not queued again.')}
        </p>
      )}
    </div>
  );
}

function MailStatus({ message }: { message: OutboxMessage }) {
  return (
    <>
      {message.status}
      {isScheduled(message) && (
        <span className="block text-muted">due {formatDateTime(message.nextAttemptAt)}</span>
      )}
      {message.sentAt && <span className="block text-muted">{formatDateTime(message.sentAt)}</span>}
    </>
  );
}

const MAIL_COLUMNS: TableColumn<OutboxMessage>[] = [
  { header: 'Subject', cell: (message) => message.subject },
  { header: 'To', cell: (message) => message.to.join(', '), className: 'break-all' },
  { header: 'Queued', cell: (message) => formatDateTime(message.createdAt) },
  { header: 'Status', cell: (message) => <MailStatus message={message} /> },
  { header: 'Attempts', cell: (message) => message.attempts },
  {
    header: 'Last error',
    cell: (message) => <span className="text-error">{message.lastError}</span>,
  },
  { header: 'Actions', cell: (message) => <ResendButton message={message} />, actions: true },
];

const MAIL_PAGES: PagedTexts = {
  noun: ['message', 'messages'],
  what: 'mail',
  failedMessage: OUTBOX_LOAD_FAILED,
  pageSize: OUTBOX_PAGE_SIZE,
  label: 'Outbox pages',
};

/** The site's outgoing mail: queued, being sent, sent and failed, with 'Send again'. */
export function OutboxList() {
  const list = useServerList(['status'], newestFirst('Date queued'), MAIL_PAGES);
  const status = oneOf(OUTBOX_STATUSES, list.values.status);
  const sort = list.sort === NEWEST_FIRST ? '' : list.sort;
  return (
    <ListScreen title="Outbox">
      <div className="grid gap-3 sm:grid-cols-2 lg:max-w-xl">
        <SelectField
          label="Status"
          placeholder="All mail"
          options={OUTBOX_STATUSES}
          {...list.filter('status', status)}
        />
        <SortSelect {...list.sorting} />
      </div>
      <PagedResults result={useOutbox(list.page, { status, sort })} {...list.pages}>
        {({ messages, mailServerConfigured, paused, pausedByConfiguration }) => (
          <>
            {paused && <PausedNotice byConfiguration={pausedByConfiguration} />}
            {!mailServerConfigured && <Alert tone="info">{NO_MAIL_SERVER}</Alert>}
            {messages.length === 0 ? (
              <p className="text-muted">No mail{status ? ` with status ${status}` : ' yet'}.</p>
            ) : (
              <ResponsiveTable
                label="Mail"
                items={messages}
                rowKey={(message) => message._id}
                columns={MAIL_COLUMNS}
              />
            )}
          </>
        )}
      </PagedResults>
    </ListScreen>
  );
}
