import type { AuditAction } from '@tutoring/shared';
import { beforeAll } from 'vitest';
import { createUserWithToken, type testClient } from '../../../../test/http';
import { auditEntriesOnceThere } from './audit-fixtures';

/** The id of the newest entry of `action` on `entityId`, once the trail holds `count` such. */
export async function entryIdOf(entityId: string, action: AuditAction, count = 1): Promise<string> {
  const [entry] = await auditEntriesOnceThere({ entityId, action }, count);
  return String(entry!._id);
}

/**
 * The start of a suite about restores: an admin signed in once the suite has begun
 * (`staff.admin`, their Authorization header), `restore` (POST /api/audit/:id/restore as
 * them) and `as` (any request as them).
 */
export function restoreSuite(api: ReturnType<typeof testClient>) {
  const staff = { admin: '' };
  beforeAll(async () => {
    staff.admin = (await createUserWithToken('admin')).authorization;
  });
  return {
    staff,
    restore: (entryId: string, body: object = {}) =>
      api.post(`/api/audit/${entryId}/restore`).set('Authorization', staff.admin).send(body),
    as: <T extends { set: (key: string, value: string) => T }>(request: T) =>
      request.set('Authorization', staff.admin),
  };
}
