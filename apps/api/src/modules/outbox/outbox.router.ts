import { outboxEndpoint, outboxListSchema, outboxQuerySchema } from '@tutoring/shared';
import type { RouteTable } from '../../lib/http/route-table';
import { idParams } from '../../lib/http/validate';
import { isOutboxPausedInDatabase, resumeOutbox } from './outbox-pause';
import { listOutbox, resendMail } from './outbox.service';

export function mountOutboxRoutes(table: RouteTable): void {
  const { path } = outboxEndpoint;
  table.route(
    {
      method: 'get',
      path,
      summary: 'The outgoing mail, newest first, paginated (queued, sending, sent, failed)',
      access: 'admin',
      query: outboxQuerySchema,
      status: 200,
      response: outboxListSchema,
    },
    async (req, res) => {
      const page = await listOutbox(req.query);
      const pausedByConfiguration = table.context.outboxPaused ?? false;
      res.json({
        ...page,
        mailServerConfigured: table.context.mailServerConfigured ?? false,
        paused: pausedByConfiguration || (await isOutboxPausedInDatabase()),
        pausedByConfiguration,
      });
    },
  );
  table.route(
    {
      method: 'post',
      path: `${path}/:id/resend`,
      summary: 'Send a message again (queued now, its attempts counted afresh)',
      access: 'admin',
      params: idParams('Message'),
      status: 202,
    },
    async (req, res) => {
      await resendMail(req.params.id);
      res.status(202).end();
    },
  );
  table.route(
    {
      method: 'post',
      path: `${path}/resume`,
      summary: 'Resume sending after a restore paused it (OUTBOX_PAUSED still holds while set)',
      access: 'admin',
      status: 204,
    },
    async (_req, res) => {
      await resumeOutbox();
      res.status(204).end();
    },
  );
}
