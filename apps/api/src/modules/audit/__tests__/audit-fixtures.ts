import { vi } from 'vitest';
import { AuditEntryModel } from '../audit.model';

/** The trail is written after the answer went out: wait until it holds `count` entries. */
export async function auditEntriesOnceThere(filter: Record<string, unknown>, count = 1) {
  return vi.waitFor(
    async () => {
      const entries = await AuditEntryModel.find(filter).sort({ createdAt: -1, _id: -1 }).lean();
      if (entries.length !== count) throw new Error(`${entries.length} of ${count} entries yet`);
      return entries;
    },
    { timeout: 10_000, interval: 25 },
  );
}
