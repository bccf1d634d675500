import type { CollectionDefinition } from '@tutoring/shared';
import type { Logger } from '../logger';

/** A document as the database holds it: ids and dates as stored, every field. */
export type Stored = Record<string, unknown>;

export type Operation = 'create' | 'update' | 'delete';

/**
 * The stored documents around a write, raw (ids and dates as stored, every field): what the
 * audit trail keeps so that a restore can put the item back.
 */
export interface StoredChange {
  /** The document before the write; null: there was none. */
  before?: Stored | null;
  /** The document after the write; null: there is none any more. */
  after?: Stored | null;
  /** What a delete took with the item (a v1 course's details). */
  dependents?: Stored[] | undefined;
}

/**
 * One successful write, as its hooks see it: a write to a collection, or to a thing kept
 * outside the collections that the audit trail records all the same (a booking, a tutor's
 * hours, a stored file).
 */
export interface ChangeEvent {
  /** What was written: a collection's slug, or 'booking', 'tutor-hours', 'file'. */
  entity: string;
  /** The collection written; undefined outside the collections. */
  definition?: CollectionDefinition | undefined;
  operation: Operation;
  id: string;
  /**
   * The fields the write changed when its writer names them (a booking's move: start and
   * end) rather than leaving them to be compared on the items before and after.
   */
  fields?: string[] | undefined;
  /** The item as it was read before an update or delete. */
  before?: Record<string, unknown> | undefined;
  /** The item as it is read after a create or update. */
  after?: Record<string, unknown> | undefined;
  /** The same, as stored (updates and deletes). */
  stored?: StoredChange | undefined;
  /** A restore from the audit trail, which records its own entry. */
  restoring?: boolean;
  /** What the client sent (a create records the fields it set). */
  body: unknown;
  actorId: string | undefined;
  /** The actor's e-mail as their session read it (the audit trail keeps it). */
  actorEmail?: string | undefined;
  log: Logger;
}
