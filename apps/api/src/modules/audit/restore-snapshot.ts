import { createHash } from 'node:crypto';
import type { Stored, StoredChange } from '../../lib/collection/change-event';
import { canonical } from './changed-fields';

/**
 * What an audit entry keeps so that 'Restore' can put the item back as it was before the change
 * it records, and tell whether the item changed again since.
 */
export interface Snapshot {
  /** The stored document before the change, raw (its _id, timestamps, every field); null: none. */
  before: Stored | null;
  /** What a delete took with the item (a v1 course's details), raw. */
  dependents?: Stored[];
  /** The fingerprint of the stored document after the change; null: there was none. */
  after: string | null;
}

/**
 * A stored document's fingerprint: SHA-256 of its canonical form (keys sorted, ids and dates
 * as text, missing the same as null), so the same document read twice gives the same text and
 * any change of any field, by any route, gives another. Null for no document.
 */
export function fingerprint(stored: Stored | null | undefined): string | null {
  if (!stored) return null;
  return createHash('sha256')
    .update(JSON.stringify(canonical(stored)))
    .digest('hex');
}

/** The snapshot of a change from the stored documents around it. */
export function snapshotOf(stored: StoredChange): Snapshot {
  return {
    before: stored.before ?? null,
    ...(stored.dependents ? { dependents: stored.dependents } : {}),
    after: fingerprint(stored.after),
  };
}
