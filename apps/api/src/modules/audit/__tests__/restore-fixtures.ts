import type { AuditAction } from '@tutoring/shared';
import { beforeAll } from 'vitest';
import { createUserWithToken, type testClient } from '../../../../test/http';
import { PDF, uploaded } from '../../files/__tests__/sample-files';
import { auditEntriesOnceThere } from './audit-fixtures';

/** The id of the newest entry of `action` on `entityId`, once the trail holds `count` such. */
export async function entryIdOf(entityId: string, action: AuditAction, count = 1): Promise<string> {
  const [entry] = await auditEntriesOnceThere({ entityId, action }, count);
  return String(entry!._id);
}

/**
 * The start of a suite about restores: an admin signed in once the suite has begun
 * (`staff.admin`, their Authorization header), `restore` (POST /api/audit/:id/restore as
 * them), `as` (any request as them) and `deletedResource` (a deleted resource linking a file).
 */
export function restoreSuite(api: ReturnType<typeof testClient>) {
  const staff = { admin: '' };
  beforeAll(async () => {
    staff.admin = (await createUserWithToken('admin')).authorization;
  });
  const as = <T extends { set: (key: string, value: string) => T }>(request: T) =>
    request.set('Authorization', staff.admin);
  return {
    staff,
    restore: (entryId: string, body: object = {}) =>
      as(api.post(`/api/audit/${entryId}/restore`)).send(body),
    as,
    /** A resource linking a stored PDF, deleted: its delete entry, the file and the resource id. */
    deletedResource: async () => {
      const file = await uploaded(api, staff.admin, PDF, 'handout.pdf');
      const created = await as(api.post('/api/resources')).send({
        title: 'Handout',
        fileUrl: file,
        fileType: 'PDF',
        category: 'General',
        type: 'document',
      });
      const id = created.body.resource._id as string;
      await as(api.delete(`/api/resources/${id}`));
      return { entry: await entryIdOf(id, 'delete'), file, id };
    },
  };
}
