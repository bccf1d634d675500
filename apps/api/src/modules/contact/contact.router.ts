import {
  contactMessageCollection,
  contactMessageFilterSchema,
  contactMessageInputSchema,
  contactMessageListSchema,
  contactMessageQuerySchema,
  contactMessageSchema,
  contactMessageUpdateSchema,
  publicContactMessageSchema,
} from '@tutoring/shared';
import { z } from 'zod';
import { afterWriteOf } from '../../lib/collection/change-hooks';
import { takenBackBy } from '../../lib/collection/server-owned';
import { takenBackOf } from '../../lib/collection/write-context';
import { mountAdminExport, mountAdminList } from '../../lib/http/admin-reads';
import type { RouteTable } from '../../lib/http/route-table';
import { idParams } from '../../lib/http/validate';
import { auditChanges, statusMoves } from '../audit/audit-changes';
import { mailLinkOrigin } from '../../lib/http/site-origin';
import { writeContactExport } from './contact-export';
import { ContactMessageModel } from './contact.model';
import { takeLead } from './lead-intake';
import { leadOriginOf } from './lead-origin';
import { mailAboutLead } from './lead-mail';
import {
  leadFromForm,
  listContactMessages,
  publicPartOf,
  updateContactMessage,
} from './contact.service';

const { path, itemKey } = contactMessageCollection.endpoint;

/** A lead whose status moved is a status change: the lead pipeline's own event. */
const leadAudit = auditChanges({ updateAction: statusMoves });

export function mountContactRoutes(table: RouteTable): void {
  const afterWrite = afterWriteOf(contactMessageCollection, [leadAudit], table.context);
  // A lead's status and notes can be restored from the activity log.
  const { slug: entity, label } = contactMessageCollection;
  table.context.content.register({
    entity,
    label,
    model: ContactMessageModel,
    definition: contactMessageCollection,
  });
  table.route(
    {
      method: 'post',
      path,
      summary:
        'Send a contact message (website: honeypot, elapsedMs: time to fill; suspected spam is kept as status spam and answered the same)',
      access: 'public',
      body: contactMessageInputSchema,
      status: 201,
      response: z.object({ [itemKey]: publicContactMessageSchema }),
    },
    table.context.limiters.contact,
    async (req, res) => {
      const { fields, status, posted } = leadFromForm(req.body);
      const leadOrigin = await leadOriginOf(posted, table.context.clock?.() ?? new Date());
      const origin = mailLinkOrigin(table.context);
      // Sent by the outbox worker: the 201 never waits for a mail server.
      const mails = (leadId: string) => mailAboutLead({ ...fields, status, _id: leadId }, origin);
      const lead = await takeLead({ fields, status, mails, origin: leadOrigin }, req.log);
      res.status(201).json({ [itemKey]: publicPartOf(lead) });
    },
  );
  mountAdminList(table, listContactMessages, {
    path,
    summary: 'Contact messages, newest first, filtered and paginated (no status: all but spam)',
    query: contactMessageQuerySchema,
    response: contactMessageListSchema,
  });
  mountAdminExport(table, writeContactExport, {
    path: `${path}/export`,
    summary: 'Contact messages as an Excel file (the list filters; no status: all but spam)',
    query: contactMessageFilterSchema,
  });
  table.route(
    {
      method: 'patch',
      path: `${path}/:id`,
      summary: 'Change the status or notes of a message',
      access: 'admin',
      params: idParams('Contact message'),
      body: contactMessageUpdateSchema,
      // The message may be sent back as it was read, the visitor's own words unchanged.
      takesBack: takenBackBy(contactMessageCollection, contactMessageUpdateSchema),
      status: 200,
      response: z.object({ [itemKey]: contactMessageSchema }),
    },
    async (req, res) => {
      const { id } = req.params;
      const { before, after, stored } = await updateContactMessage(id, req.body, takenBackOf(req));
      await afterWrite(req, 'update', after._id, { before, after, stored });
      res.json({ [itemKey]: after });
    },
  );
}
