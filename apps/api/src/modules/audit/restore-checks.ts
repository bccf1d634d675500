import type { AuditAction, AuditEntity } from '@tutoring/shared';
import type { Stored } from '../../lib/collection/change-event';
import type { ContentRegistry, ContentSource } from '../../lib/collection/content-registry';
import { toReadShape } from '../../lib/collection/read-shape';
import { AppError } from '../../lib/errors';
import { fingerprint, type Snapshot } from './restore-snapshot';

/** The changes 'Restore' can undo; creates and uploads have nothing to go back to. */
const RESTORABLE_ACTIONS: readonly AuditAction[] = ['update', 'status-change', 'delete', 'restore'];

/** Entities whose changes are not undone here, and why. */
const NOT_RESTORABLE: Partial<Record<AuditEntity, string>> = {
  booking:
    'Bookings cannot be restored: moving or cancelling one mails the parent and claims or frees a slot. Change the booking in Bookings instead.',
  file: 'Files cannot be restored on their own: a file an item let go of comes back when the item is restored.',
};

/**
 * What a restore needs of the stored files (the files module lends it in routes.ts, so the
 * audit trail never imports the module whose deletes it records).
 */
export interface RestoreFiles {
  /** The ids of the site's files that values link to. */
  linkedFileIds(...values: unknown[]): Set<string>;
  /** The ids of the site's files that values mention anywhere, a link inside a text too. */
  mentionedFileIds(...values: unknown[]): Set<string>;
  /** Of these ids, the files that are gone for good. */
  missingFiles(ids: readonly string[]): Promise<string[]>;
  /** Marks these files as linked again, so no prune removes them. */
  relink(ids: readonly string[]): Promise<void>;
}

export interface RecordedChange {
  action: AuditAction;
  entity: AuditEntity;
  entityId: string;
  snapshot?: Snapshot | undefined;
}

const refuse = (message: string) => new AppError('BAD_REQUEST', message);

/** The source to restore into, and the snapshot; 400 saying why when the entry cannot be. */
export function restorableChange(entry: RecordedChange, content: ContentRegistry) {
  const refusal = NOT_RESTORABLE[entry.entity];
  if (refusal) throw refuse(refusal);
  if (!RESTORABLE_ACTIONS.includes(entry.action)) {
    throw refuse(
      `Only updates, status changes, deletes and restores can be restored; this entry records ${entry.action === 'create' ? 'a create' : `an ${entry.action}`}.`,
    );
  }
  const source = content.get(entry.entity);
  if (!entry.snapshot || !source) {
    throw refuse(
      'This entry was recorded before restoring was possible: it kept no earlier version.',
    );
  }
  return { source, snapshot: entry.snapshot };
}

/** 409 when the item is no longer as the change left it (unless the admin said to go ahead). */
export function refuseIfChangedSince(
  source: ContentSource,
  snapshot: Snapshot,
  current: Stored | null,
): void {
  if (fingerprint(current) === snapshot.after) return;
  const label = `This item (${source.label})`;
  const why =
    snapshot.after === null
      ? `${label} exists again since it was deleted; restoring replaces it.`
      : current === null
        ? `${label} has been deleted since this entry; restoring creates it again.`
        : `${label} has changed since this entry; restoring undoes the later changes too.`;
  throw new AppError('CONFLICT', `${why} Restore with force to go ahead.`);
}

/**
 * 409 when what the before-image needs is gone for good: a file it links (removed after its
 * retention window, or by hand), or what the item belongs to (a details' course).
 */
export async function refuseIfNoLongerPossible(
  source: ContentSource,
  snapshot: Snapshot,
  files: RestoreFiles,
): Promise<void> {
  const { before } = snapshot;
  if (!before) return;
  const [missing] = await files.missingFiles([...files.linkedFileIds(before, snapshot.dependents)]);
  const reason = missing
    ? `the file /api/files/${missing} it links to has been removed`
    : await source.refusalOf?.(before);
  if (reason) {
    throw new AppError(
      'CONFLICT',
      `This item (${source.label}) can no longer be restored: ${reason}.`,
    );
  }
}

/**
 * 409 naming the fields when the before-image breaks a rule its collection holds today (a
 * limit lowered, a field made required since it was stored): a restore writes nothing a
 * create or replace would refuse. Only the fields a client writes are judged, as they read.
 */
export async function refuseIfNoLongerValid(source: ContentSource, snapshot: Snapshot) {
  const { definition } = source;
  // A lead's restorable part is staff's status and notes, not the visitor's form.
  if (!snapshot.before || !definition || !source.isContent) return;
  const shown = toReadShape<Record<string, unknown>>(definition.read, snapshot.before);
  const written = Object.fromEntries(
    Object.entries(shown).filter(([key]) => !Object.hasOwn(definition.serverOwned, key)),
  );
  const result = await definition.input.safeParseAsync(written);
  // Fields the form no longer takes are not this version's fault: a replace leaves them out.
  const broken = result.success
    ? []
    : result.error.issues.filter((issue) => issue.code !== 'unrecognized_keys');
  if (broken.length === 0) return;
  const details = broken.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  throw new AppError(
    'CONFLICT',
    `This version of the ${source.label} breaks today's rules (${details[0]!.path}: ${details[0]!.message}); edit the item instead.`,
    details,
  );
}
