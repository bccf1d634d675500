import { OUTBOX_STATUSES, type OutboxMessage } from '@tutoring/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ResponsiveTable, type TableColumn } from '../../../components/ui/responsive-table';
import { SelectField } from '../../../components/ui/form-controls';
import { SortSelect } from '../../../components/ui/sort-select';
import { PagedResults, type PagedTexts } from '../../../components/ui/paged-results';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-date-time';
import { readSort, sortOptions, type SortField } from '../../../lib/list-sort';
import { useListParams } from '../../../lib/use-list-params';
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

const SORTS: SortField<never>[] = [{ key: 'createdAt', label: 'Date queued', kind: 'date' }];
const NEWEST_FIRST = '-createdAt';

const MAIL_PAGES: PagedTexts = {
  loadingLabel: 'Loading mail…',
  failedMessage: OUTBOX_LOAD_FAILED,
  label: 'Outbox pages',
  noun: ['message', 'messages'],
  pageSize: OUTBOX_PAGE_SIZE,
};

/** The site's outgoing mail: queued, being sent, sent and failed, with 'Send again'. */
export function OutboxList() {
  const { values, page, set, setPage } = useListParams(['status', 'sort'] as const);
  const status = (OUTBOX_STATUSES as readonly string[]).includes(values.status)
    ? values.status
    : '';
  const sort = readSort(values.sort, SORTS, NEWEST_FIRST);
  return (
    <section className="flex min-w-0 flex-col gap-6 p-4 sm:p-6">
      <h1 className="text-2xl font-bold tracking-tight text-foreground">Outbox</h1>
      <div className="grid gap-3 sm:grid-cols-2 lg:max-w-xl">
        <SelectField
          label="Status"
          value={status}
          onChange={(event) => set('status', event.target.value)}
          placeholder="All mail"
          options={OUTBOX_STATUSES}
        />
        <SortSelect
          value={sort}
          options={sortOptions(SORTS)}
          onChange={(next) => set('sort', next)}
        />
      </div>
      <PagedResults
        result={useOutbox(page, { status, sort: sort === NEWEST_FIRST ? '' : sort })}
        page={page}
        onPage={setPage}
        {...MAIL_PAGES}
      >
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
    </section>
  );
}
