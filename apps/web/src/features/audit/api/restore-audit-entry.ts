import { auditRestoreAnswerSchema, auditRestorePath, type AuditRestore } from '@tutoring/shared';
import { apiRequest } from '../../../lib/api-client';
import { endpointPath } from '../../../lib/collection-client';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';

export interface RestoreRequest {
  entryId: string;
  /** Restore although the item changed again since (the first try answered 409). */
  force?: boolean;
}

/** Everything the app has loaded: a restore may bring back any kind of item. */
const EVERY_QUERY: readonly unknown[] = [];

/**
 * Puts an item back as it was before the change an audit entry records. A restore may touch
 * any list (a course, its details, a lead…), so every loaded query reloads after it.
 */
export function useRestoreAuditEntry() {
  return useInvalidatingMutation(
    ({ entryId, force }: RestoreRequest) => {
      const body: AuditRestore = force ? { force: true } : {};
      return apiRequest(endpointPath({ path: auditRestorePath }, { id: entryId }), {
        method: 'POST',
        body,
        schema: auditRestoreAnswerSchema,
      });
    },
    [EVERY_QUERY],
    { success: 'Restored.' },
  );
}
