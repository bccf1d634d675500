import type { ChangeHook } from '../../lib/collection/change-hooks';
import {
  removesUnlinkedFiles as removesUnlinked,
  type LinkedFileStore,
} from '../../lib/collection/file-links';
import { deleteFile } from './files.service';

/** `/api/files/<id>`, as uploads answer it, perhaps with a query or fragment after it. */
const SITE_FILE_LINK = /^\/api\/files\/([a-f0-9]{24})(?:[?#]|$)/i;

/** The id of the stored file a link names (`/api/files/<id>`), or undefined for any other. */
export const fileIdOf = (link: string) => SITE_FILE_LINK.exec(link.trim())?.[1]?.toLowerCase();

/** Stored uploads (GridFS), as the links of collections name them. */
const storedFiles: LinkedFileStore = {
  fileIdOf,
  // Any mention counts as a link, absolute ones on our own host too: better to keep a file
  // than to break a page. No lookahead: FerretDB's regular expressions (Go's) have none.
  linksTo: (id) => new RegExp(`/api/files/${id}(?:[^0-9a-f]|$)`, 'i'),
  remove: deleteFile,
};

/**
 * The afterChange hook of a collection whose `fields` may link to uploaded files: the files a
 * write stops linking to are removed once nothing links to them (lib/collection/file-links.ts).
 */
export function removesUnlinkedFiles(fields: readonly string[]): ChangeHook {
  return removesUnlinked(storedFiles, fields);
}
