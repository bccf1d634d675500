import mongoose, { type Schema } from 'mongoose';
import type { ChangeHook } from './change-hooks';

/** Where linked files are kept: how a link names one of them, and how to remove one. */
export interface LinkedFileStore {
  /** The id of the stored file a link points at, or undefined for any other link. */
  fileIdOf(link: string): string | undefined;
  /** Matches every stored value that still points at the file `id`, in whatever spelling. */
  linksTo(id: string): RegExp;
  remove(id: string): Promise<void>;
}

/** Every text field of a schema (lists of texts and nested lists of items included). */
function textPaths(schema: Schema, prefix = ''): string[] {
  const paths: string[] = [];
  schema.eachPath((name, type) => {
    const path = `${prefix}${name}`;
    const caster = (type as { caster?: { instance?: string } }).caster;
    const nested = (type as { schema?: Schema }).schema;
    if (type.instance === 'String' || caster?.instance === 'String') paths.push(path);
    else if (nested) paths.push(...textPaths(nested, `${path}.`));
  });
  return paths;
}

/**
 * Whether any document of any model still holds a link to the file: every text field of every
 * collection is asked, so an item of a collection that never declared its links (site
 * settings' logo, say) still keeps its file. Asked only when a write lets a file go.
 */
async function isStillLinked(files: LinkedFileStore, id: string): Promise<boolean> {
  const pattern = files.linksTo(id);
  for (const model of Object.values(mongoose.models)) {
    for (const path of textPaths(model.schema)) {
      if (await model.exists({ [path]: pattern })) return true;
    }
  }
  return false;
}

function linkedIds(
  files: LinkedFileStore,
  fields: readonly string[],
  item: Record<string, unknown> | undefined,
): Set<string> {
  const links = fields.map((field) => item?.[field]).filter((value) => typeof value === 'string');
  return new Set(links.map((link) => files.fileIdOf(link)).filter((id) => id !== undefined));
}

/**
 * The afterChange hook of a collection whose `fields` may link to stored files: the files a
 * write let go of (a replaced team photo, a deleted resource's file) are removed once nothing
 * links to them any more, so the file store does not fill with files nobody can reach. Runs
 * after the write succeeded; a removal that fails is logged and never fails the write (the
 * file merely stays).
 */
export function removesUnlinkedFiles(
  files: LinkedFileStore,
  fields: readonly string[],
): ChangeHook {
  return async ({ before, after, log }) => {
    const kept = linkedIds(files, fields, after);
    const released = [...linkedIds(files, fields, before)].filter((id) => !kept.has(id));
    for (const id of released) {
      try {
        if (!(await isStillLinked(files, id))) await files.remove(id);
      } catch (error) {
        log.warn({ err: error, fileId: id }, 'files: a file no longer linked was not removed');
      }
    }
  };
}
