import { jsonResponse } from '../../../test/fetch-mock';
import { renderScreen } from '../../../test/render-screen';
import { ActivityLog } from '../components/activity-log';

/** An admin's status change of a contact message, as GET /api/audit lists it. */
export const STATUS_CHANGE = {
  _id: 'e'.repeat(24),
  actor: { id: 'a1', email: 'admin@example.com' },
  action: 'status-change',
  entity: 'contact-message',
  entityId: 'c'.repeat(24),
  changedFields: ['status', 'notes'],
  createdAt: '2026-11-23T09:15:00.000Z',
};

/** One page of GET /api/audit's answer (25 entries a page, as the server pages). */
export const auditPage = (entries: unknown[], total = entries.length, pageNo = 1) =>
  jsonResponse({ entries, total, page: pageNo, limit: 25 });

/** The Activity screen at `path` (its query holds the filters and the page). */
export function renderActivity(path = '/') {
  return renderScreen([{ path: '/', element: <ActivityLog /> }], path);
}
