import { RELEASED_FILE_RETENTION_DAYS } from '@tutoring/shared';
import type { ContentRegistry } from '../../lib/collection/content-registry';
import type { Logger } from '../../lib/logger';
import { toFileId, uploadedFiles, type FileId } from './files.bucket';
import { deleteFile } from './files.service';
import { findFileUses } from './file-uses';
import { removeOrphanedVariants } from './image-variants';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long a released file stays (docs/API.md section 7; the shared constant names it in days). */
export const RETENTION_MS = RELEASED_FILE_RETENTION_DAYS * DAY_MS;

const toFileIds = (ids: readonly string[]) =>
  ids.map(toFileId).filter((id): id is FileId => id !== undefined);

/** When a file released at `releasedAt` is removed, unless it is linked again before. */
export const removalDueOf = (releasedAt: Date) => new Date(releasedAt.getTime() + RETENTION_MS);

/**
 * Marks files a write let go of, which nothing links to any more, as released at `at`. A file
 * marked already keeps its first mark: it has been unlinked since then.
 */
export async function markReleased(ids: readonly string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await uploadedFiles().updateMany(
    { _id: { $in: toFileIds(ids) }, 'metadata.releasedAt': { $exists: false } },
    { $set: { 'metadata.releasedAt': at } },
  );
}

/** Files linked again (a restore, a file picked in the media library) are kept for good. */
export async function relink(ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await uploadedFiles().updateMany(
    { _id: { $in: toFileIds(ids) }, 'metadata.releasedAt': { $exists: true } },
    { $unset: { 'metadata.releasedAt': '' } },
  );
}

/** Those of `ids` that name no stored file (any more). */
export async function missingFiles(ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await uploadedFiles()
    .find({ _id: { $in: toFileIds(ids) } }, { projection: { _id: 1 } })
    .toArray();
  const stored = new Set(found.map((file) => String(file._id)));
  return ids.filter((id) => !stored.has(id));
}

/** Whether the file is still marked and was released before `cutoff`. */
async function isStillDue(id: string, cutoff: Date): Promise<boolean> {
  const due = { _id: toFileId(id), 'metadata.releasedAt': { $lte: cutoff } };
  return (await uploadedFiles().countDocuments(due, { limit: 1 })) > 0;
}

/**
 * Removes the released files whose retention window has passed at `now` and that nothing
 * links to; one linked again meanwhile only loses its mark. Answers the ids removed. Safe on
 * several API instances at once: a file is checked again just before it goes (a restore
 * clears the mark before it links a file), and removing a file twice is harmless.
 */
export async function pruneReleasedFiles(content: ContentRegistry, now: Date): Promise<string[]> {
  const cutoff = new Date(now.getTime() - RETENTION_MS);
  const due = await uploadedFiles()
    .find({ 'metadata.releasedAt': { $lte: cutoff } }, { projection: { _id: 1 } })
    .toArray();
  if (due.length === 0) return [];
  const ids = due.map((file) => String(file._id));
  const uses = await findFileUses(content, new Set(ids));
  await relink(ids.filter((id) => uses.has(id)));
  const removed: string[] = [];
  for (const id of ids.filter((unused) => !uses.has(unused))) {
    if (!(await isStillDue(id, cutoff))) continue;
    await deleteFile(id);
    removed.push(id);
  }
  return removed;
}

/**
 * pruneReleasedFiles (and the sweep of resized copies left without an original) for the moments it runs beside other work (an upload, the media
 * library's list, the hourly timer): a failure is logged and fails nothing else, since the
 * files merely stay until the next run.
 */
export async function pruneQuietly(
  content: ContentRegistry,
  now: Date,
  log: Logger,
): Promise<void> {
  try {
    const removed = await pruneReleasedFiles(content, now);
    if (removed.length > 0) log.info({ removed }, 'files: released files removed');
    const orphans = await removeOrphanedVariants();
    if (orphans > 0) log.info({ orphans }, 'files: resized copies without an original removed');
  } catch (error) {
    log.warn({ err: error }, 'files: released files were not pruned');
  }
}
