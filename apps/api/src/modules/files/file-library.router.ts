import { filesEndpoint, filesListSchema, filesQuerySchema } from '@tutoring/shared';
import type { RouteTable } from '../../lib/http/route-table';
import { fileChangedOf } from './file-audit';
import { deleteLibraryFile, listLibraryFiles } from './file-library.service';
import { pruneQuietly } from './file-retention';

/** The admins' media library: every stored file, where each is used, and deleting unused ones. */
export function mountFileLibraryRoutes(table: RouteTable): void {
  const { path } = filesEndpoint;
  const { content } = table.context;
  const fileChanged = fileChangedOf(table.context);
  const now = () => table.context.clock?.() ?? new Date();
  table.route(
    {
      method: 'get',
      path,
      summary:
        'Stored files (not their resized copies), newest first unless sorted, searched by name and filtered by kind, each with the items that link it and, once released, its removal date',
      access: 'admin',
      query: filesQuerySchema,
      status: 200,
      response: filesListSchema,
    },
    async (req, res) => {
      // Released files past their window go first, so the list never shows one due.
      await pruneQuietly(content, now(), req.log);
      res.json(await listLibraryFiles(req.query, content));
    },
  );
  table.route(
    {
      method: 'delete',
      path: `${path}/:id`,
      summary:
        'Delete a stored file with its resized copies (409 naming the items while any links it)',
      access: 'admin',
      status: 204,
    },
    async (req, res) => {
      const id = String(req.params.id);
      await deleteLibraryFile(id, content);
      await fileChanged(req, 'delete', id, {});
      res.status(204).end();
    },
  );
}
