import { useState } from 'react';
import { OUTBOX_STATUSES, type OutboxMessage } from '@tutoring/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { SelectField } from '../../../components/ui/form-controls';
import { PagedResults } from '../../../components/ui/paged-results';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-date-time';
import { OUTBOX_PAGE_SIZE, useOutbox, useResendMail } from '../api/outbox';

export const OUTBOX_LOAD_FAILED = 'Failed to load the outbox.';
export const NO_MAIL_SERVER =
  'No mail server is configured (SMTP_URL): mail waits here, nothing is lost, and it is sent once one is set.';

const cell = 'px-3 py-2 align-top';

/** A mail queued for later (a booking's reminder): sending it now would be wrong. */
const isScheduled = (message: OutboxMessage) =>
  message.status === 'queued' && Date.parse(message.nextAttemptAt) > Date.now();

function MessageRow({ message }: { message: OutboxMessage }) {
  const resend = useResendMail();
  const scheduled = isScheduled(message);
  return (
    <tr className="border-t border-border">
      <td className={`${cell} whitespace-nowrap text-muted`}>
        {formatDateTime(message.createdAt)}
      </td>
      <td className={`${cell} break-all`}>{message.to.join(', ')}</td>
      <td className={`${cell} font-medium text-foreground`}>{message.subject}</td>
      <td className={cell}>
        {message.status}
        {scheduled && (
          <span className="block text-muted">due {formatDateTime(message.nextAttemptAt)}</span>
        )}
        {message.sentAt && (
          <span className="block text-muted">{formatDateTime(message.sentAt)}</span>
        )}
      </td>
      <td className={cell}>{message.attempts}</td>
      <td className={`${cell} break-words text-error`}>{message.lastError}</td>
      <td className={cell}>
        {message.status !== 'sending' && !scheduled && (
          <Button
            variant="outline"
            disabled={resend.isPending}
            onClick={() => resend.mutate(message._id)}
            aria-label={`Send again: ${message.subject}`}
          >
            {resend.isSuccess ? 'Queued' : 'Send again'}
          </Button>
        )}
        {resend.isError && (
          <p role="alert" className="mt-1 text-sm text-error">
            {errorMessage(resend.error, 'Not queued again.')}
          </p>
        )}
      </td>
    </tr>
  );
}

function OutboxBody({ status }: { status: string }) {
  const [page, setPage] = useState(1);
  return (
    <PagedResults
      result={useOutbox(page, status)}
      loadingLabel="Loading mail…"
      failedMessage={OUTBOX_LOAD_FAILED}
      label="Outbox pages"
      noun={['message', 'messages']}
      page={page}
      pageSize={OUTBOX_PAGE_SIZE}
      onPage={setPage}
    >
      {({ messages, mailServerConfigured }) => (
        <>
          {!mailServerConfigured && <Alert tone="info">{NO_MAIL_SERVER}</Alert>}
          {messages.length === 0 ? (
            <p className="text-muted">No mail{status ? ` with status ${status}` : ' yet'}.</p>
          ) : (
            <DataTable
              label="Mail"
              headers={['Queued', 'To', 'Subject', 'Status', 'Attempts', 'Last error', '']}
              minWidthClass="min-w-[60rem]"
            >
              {messages.map((message) => (
                <MessageRow key={message._id} message={message} />
              ))}
            </DataTable>
          )}
        </>
      )}
    </PagedResults>
  );
}

/** The site's outgoing mail: queued, being sent, sent and failed, with 'Send again'. */
export function OutboxList() {
  const [status, setStatus] = useState('');
  return (
    <section className="flex min-w-0 flex-col gap-6 p-4 sm:p-6">
      <h1 className="text-2xl font-bold tracking-tight text-foreground">Outbox</h1>
      <div className="sm:max-w-xs">
        <SelectField
          label="Status"
          value={status}
          onChange={(event) => setStatus(event.target.value)}
          placeholder="All mail"
          options={OUTBOX_STATUSES}
        />
      </div>
      {/* A new filter starts again at page 1: the body remounts with its own page. */}
      <OutboxBody key={status} status={status} />
    </section>
  );
}
