import type { AuditAction } from '@tutoring/shared';
import type { testClient } from '../../../../test/http';
import { auditEntriesOnceThere } from './audit-fixtures';

/** The id of the newest entry of `action` on `entityId`, once the trail holds `count` such. */
export async function entryIdOf(entityId: string, action: AuditAction, count = 1): Promise<string> {
  const [entry] = await auditEntriesOnceThere({ entityId, action }, count);
  return String(entry!._id);
}

/** POST /api/audit/:id/restore as `authorization`. */
export function restoring(api: ReturnType<typeof testClient>, authorization: string) {
  return (entryId: string, body: object = {}) =>
    api.post(`/api/audit/${entryId}/restore`).set('Authorization', authorization).send(body);
}
