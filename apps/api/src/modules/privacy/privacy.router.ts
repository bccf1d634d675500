import {
  eraseAnswerSchema,
  eraseInputSchema,
  personExportSchema,
  personQuerySchema,
  privacyEndpoints,
  retentionRunSchema,
} from '@tutoring/shared';
import type { RouteTable } from '../../lib/http/route-table';
import { recordAuditEntry } from '../audit/audit.service';
import { changingClaims } from '../bookings/slot-claims';
import { mailLinkOrigin } from '../../lib/http/site-origin';
import { erasePerson } from './erasure';
import { personExport, personExportFileName } from './person-export';
import { runRetention } from './retention-job';

/** A person's requests about their data, answered by an admin; the retention job's 'Run now'. */
export function mountPrivacyRoutes(table: RouteTable): void {
  const now = () => table.context.clock?.() ?? new Date();
  // An erased booking gives its slot back: kept free slots move on before the answer.
  const claims = changingClaims(table.context.cache.generations);
  table.route(
    {
      method: 'get',
      path: privacyEndpoints.export,
      summary: 'Everything stored about an e-mail address, as one JSON file for the person',
      access: 'admin',
      query: personQuerySchema,
      status: 200,
      response: personExportSchema,
    },
    async (req, res) => {
      const copy = await personExport(req.query);
      const { userId: actorId, email: actorEmail } = req.auth!;
      // Who was given whose data, never the data itself.
      await recordAuditEntry({
        actorId,
        actorEmail,
        action: 'export',
        entity: 'person',
        entityId: req.query.email.toLowerCase(),
        changedFields: [],
        at: now(),
      });
      res.setHeader('Content-Disposition', `attachment; filename="${personExportFileName(now())}"`);
      // Personal data: no shared cache may keep a copy.
      res.setHeader('Cache-Control', 'no-store');
      res.json(copy);
    },
  );
  table.route(
    {
      method: 'post',
      path: privacyEndpoints.erase,
      summary:
        'Erase a person by e-mail: leads, bookings (slots freed), mails, account, audit snapshots',
      access: 'admin',
      body: eraseInputSchema,
      status: 200,
      response: eraseAnswerSchema,
    },
    async (req, res) => {
      const erased = await claims(() =>
        erasePerson(req.body, { now: now(), origin: mailLinkOrigin(table.context) }),
      );
      const { userId: actorId, email: actorEmail } = req.auth!;
      // The trail keeps that an erasure happened and what went, never whose.
      await recordAuditEntry({
        actorId,
        actorEmail,
        action: 'erase',
        entity: 'person',
        entityId: '',
        changedFields: Object.entries(erased).map(([what, count]) => `${what}: ${count}`),
        at: now(),
      });
      res.json({ erased });
    },
  );
  table.route(
    {
      method: 'post',
      path: privacyEndpoints.retentionRun,
      summary:
        'Run the retention job now: delete old spam, anonymise old closed leads and old bookings, delete the mails of people with nothing kept',
      access: 'admin',
      status: 200,
      response: retentionRunSchema,
    },
    async (req, res) => {
      const { userId: actorId, email: actorEmail } = req.auth!;
      res.json(await runRetention(now(), { actorId, actorEmail }));
    },
  );
}
