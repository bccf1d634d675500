import {
  auditEndpoint,
  auditListSchema,
  auditQuerySchema,
  auditRestoreAnswerSchema,
  auditRestorePath,
  auditRestoreSchema,
} from '@tutoring/shared';
import { mountAdminList } from '../../lib/http/admin-reads';
import type { RouteTable } from '../../lib/http/route-table';
import { idParams } from '../../lib/http/validate';
import { listAuditEntries } from './audit.service';
import type { RestoreFiles } from './restore-checks';
import { restoreFromEntry } from './restore.service';

/** `files`: what a restore needs of the stored files, lent by routes.ts. */
export function mountAuditRoutes(table: RouteTable, { files }: { files: RestoreFiles }): void {
  mountAdminList(table, listAuditEntries, {
    path: auditEndpoint.path,
    summary: 'The audit trail of admin writes, newest first, paginated',
    query: auditQuerySchema,
    response: auditListSchema,
  });
  table.route(
    {
      method: 'post',
      path: auditRestorePath,
      summary:
        'Put an item back as it was before the change an entry records (updates, status changes, deletes, restores); 409 when it changed since unless force, or when a file it links is gone',
      access: 'admin',
      params: idParams('Audit entry'),
      body: auditRestoreSchema,
      status: 200,
      response: auditRestoreAnswerSchema,
    },
    async (req, res) => {
      const answer = await restoreFromEntry({
        entryId: req.params.id,
        body: req.body,
        actorId: req.auth!.userId,
        actorEmail: req.auth!.email,
        log: req.log,
        content: table.context.content,
        files,
        now: table.context.clock?.() ?? new Date(),
      });
      res.json(answer);
    },
  );
}
