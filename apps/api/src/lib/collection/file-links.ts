import type { Model } from 'mongoose';
import type { ChangeHook } from './change-hooks';

/** Where linked files are kept: how a link names one of them, and how to remove one. */
export interface LinkedFileStore {
  /** The id of the stored file a link points at, or undefined for any other link. */
  fileIdOf(link: string): string | undefined;
  /** Matches every stored value that still points at the file `id`, in whatever spelling. */
  linksTo(id: string): RegExp;
  remove(id: string): Promise<void>;
}

/** A collection whose items hold links to stored files, in these text fields. */
export interface FileLinkHolder {
  // Any model: the hook only asks whether some item's field matches a link.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  model: Model<any>;
  fields: readonly string[];
}

/**
 * Every collection that declared its file links, by model name: a file another item (of any
 * of them) still links to is kept. Filled as the routes are mounted.
 */
const holders = new Map<string, FileLinkHolder>();

function linkedIds(
  files: LinkedFileStore,
  fields: readonly string[],
  item: Record<string, unknown> | undefined,
): Set<string> {
  const ids = fields.map((field) => item?.[field]).filter((value) => typeof value === 'string');
  return new Set(ids.map((link) => files.fileIdOf(link)).filter((id) => id !== undefined));
}

async function isStillLinked(files: LinkedFileStore, id: string): Promise<boolean> {
  const pattern = files.linksTo(id);
  for (const { model, fields } of holders.values()) {
    for (const field of fields) {
      if (await model.exists({ [field]: pattern })) return true;
    }
  }
  return false;
}

/**
 * The afterChange hook that removes the stored files a write let go of (a replaced team
 * photo, a deleted resource's file) once no item of any holder links to them any more, so
 * the file store does not fill with files nobody can reach. Runs after the write succeeded;
 * a removal that fails is logged and never fails the write (the file merely stays).
 */
export function removesUnlinkedFiles(files: LinkedFileStore, holder: FileLinkHolder): ChangeHook {
  holders.set(holder.model.modelName, holder);
  return async ({ before, after, log }) => {
    const kept = linkedIds(files, holder.fields, after);
    const released = [...linkedIds(files, holder.fields, before)].filter((id) => !kept.has(id));
    for (const id of released) {
      try {
        if (!(await isStillLinked(files, id))) await files.remove(id);
      } catch (error) {
        log.warn({ err: error, fileId: id }, 'files: a file no longer linked was not removed');
      }
    }
  };
}
