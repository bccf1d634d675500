import { afterWriteOf } from '../../lib/collection/change-hooks';
import type { RouteContext } from '../../lib/http/route-context';
import { auditChanges } from '../audit/audit-changes';

/**
 * An admin's upload or delete of a stored file, in the Activity log: a file is no collection,
 * so its writes name their entity and run the audit hook alone (no cached answer shows files,
 * and a file links no other). An upload is recorded as such, with no fields.
 */
export const fileChangedOf = (context: RouteContext) =>
  afterWriteOf('file', [auditChanges({ createAction: 'upload' })], context);
