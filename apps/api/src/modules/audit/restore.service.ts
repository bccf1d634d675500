import type { AuditEntity, AuditRestore, AuditRestoreAnswer } from '@tutoring/shared';
import type { mongo } from 'mongoose';
import type { ChangeEvent, Stored } from '../../lib/collection/change-event';
import {
  keyOf,
  type ContentRegistry,
  type ContentSource,
} from '../../lib/collection/content-registry';
import { toReadShape } from '../../lib/collection/read-shape';
import { notFound } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { recordInBackground } from './audit-changes';
import { AuditEntryModel } from './audit.model';
import { changedFields } from './changed-fields';
import {
  refuseIfChangedSince,
  refuseIfNoLongerPossible,
  refuseIfNoLongerValid,
  restorableChange,
  type RecordedChange,
  type RestoreFiles,
} from './restore-checks';
import { fingerprint, type Snapshot } from './restore-snapshot';

export interface RestoreRequest {
  entryId: string;
  body: AuditRestore;
  actorId: string;
  actorEmail: string;
  log: Logger;
  content: ContentRegistry;
  files: RestoreFiles;
  now: Date;
}

/** The item now, as stored, and what depends on it. */
interface Current {
  document: Stored | null;
  dependents: Stored[] | undefined;
}

const sameId = (a: unknown, b: unknown) => String(a) === String(b);
/** Ids read from the database, used as they are (an ObjectId, or a singleton's fixed key). */
const byId = (id: unknown) => ({ _id: id }) as mongo.Filter<mongo.Document>;

/**
 * Stores the before-image again under its own _id (createdAt and all), updatedAt now; a
 * before-image of nothing deletes the item. Dependents the change took along come back with it.
 */
async function putBack(
  source: ContentSource,
  entityId: string,
  { before, dependents }: Snapshot,
  current: Stored | null,
  now: Date,
): Promise<Stored | null> {
  const stored = source.model.collection;
  if (current && (!before || !sameId(current._id, before._id))) {
    await stored.deleteOne(byId(current._id));
  }
  if (!before) {
    await source.dependents?.remove(entityId);
    return null;
  }
  const restored = 'updatedAt' in before ? { ...before, updatedAt: now } : before;
  if (current && sameId(current._id, before._id)) {
    await stored.replaceOne(byId(before._id), restored);
  } else {
    await stored.insertOne({ ...restored });
  }
  if (dependents) {
    await source.dependents?.remove(entityId);
    await source.dependents?.putBack(dependents);
  }
  return source.model.findOne({ _id: before._id }).lean<Stored>();
}

/**
 * The collection's afterChange work for the restore (the cache, file marks), as a write has;
 * a source outside the collections (tutors' hours) gets its stored documents as they are.
 */
async function runAfterChange(source: ContentSource, request: RestoreRequest, change: Change) {
  const { afterRestore, definition } = source;
  if (!afterRestore) return;
  const read = (stored: Stored | null) =>
    stored && definition ? toReadShape<Stored>(definition.read, stored) : (stored ?? undefined);
  const event: ChangeEvent = {
    entity: change.entity,
    definition,
    operation: change.after ? (change.current.document ? 'update' : 'create') : 'delete',
    id: change.entityId,
    before: read(change.current.document),
    after: read(change.after),
    stored: {
      before: change.current.document,
      after: change.after,
      dependents: change.current.dependents,
    },
    restoring: true,
    body: {},
    actorId: request.actorId,
    actorEmail: request.actorEmail,
    log: request.log,
  };
  await afterRestore(event);
}

interface Change {
  entity: AuditEntity;
  entityId: string;
  current: Current;
  after: Stored | null;
  /** Whether the restore put back (or removed) the dependents too. */
  touchedDependents: boolean;
}

/** The restore's own entry, with its own before-image: restoring it undoes the restore. */
function recordRestore(request: RestoreRequest, change: Change): void {
  const { document, dependents } = change.current;
  recordInBackground(
    {
      actorId: request.actorId,
      actorEmail: request.actorEmail,
      action: 'restore',
      entity: change.entity,
      entityId: change.entityId,
      changedFields: changedFields(document ?? {}, change.after ?? {}),
      at: new Date(),
      snapshot: {
        before: document,
        ...(change.touchedDependents && dependents ? { dependents } : {}),
        after: fingerprint(change.after),
      },
    },
    request.log,
  );
}

/**
 * Puts an item back as it was before the change an audit entry records (docs/API.md section
 * 7): 404 unknown entry; 400 for entries that cannot be restored; 409 when the item changed
 * since (unless `force`), a file or course it needs is gone, or the version breaks a rule the
 * collection holds today. Nothing changes on a refusal.
 */
export async function restoreFromEntry(request: RestoreRequest): Promise<AuditRestoreAnswer> {
  const { force } = request.body;
  const entry = await AuditEntryModel.findById(request.entryId)
    .select('+snapshot')
    .lean<RecordedChange | null>();
  if (!entry) throw notFound('Audit entry');
  const { source, snapshot } = restorableChange(entry, request.content);
  const { entityId } = entry;
  const current: Current = {
    document: await source.model.findOne(keyOf(source, entityId)).lean<Stored>(),
    dependents: await source.dependents?.of(entityId),
  };
  if (!force) refuseIfChangedSince(source, snapshot, current.document);
  const { files } = request;
  await refuseIfNoLongerPossible(source, snapshot, files);
  await refuseIfNoLongerValid(source, snapshot);
  // Before the item links its files again, so no prune removes one meanwhile. Any mention
  // counts, a link inside a text too: the media library counts those as uses.
  await files.relink([...files.mentionedFileIds(snapshot.before, snapshot.dependents)]);
  const after = await putBack(source, entityId, snapshot, current.document, request.now);
  const touchedDependents = !snapshot.before || snapshot.dependents !== undefined;
  const change = { entity: entry.entity, entityId, current, after, touchedDependents };
  await runAfterChange(source, request, change);
  recordRestore(request, change);
  return { restored: { entity: entry.entity, id: entityId } };
}
