import { pipeline } from 'node:stream/promises';
import { filesEndpoint } from '@tutoring/shared';
import type { RouteTable } from '../../lib/http/route-table';
import { findStoredFile, openFileStream } from './files.service';

const isImage = (contentType: string) => contentType.startsWith('image/');

export function mountFilesRoutes(table: RouteTable): void {
  // Express answers HEAD with this GET route; the body is skipped below.
  const doc = { summary: 'Download a stored file', access: 'public', status: 200 } as const;
  table.route(
    { ...doc, method: 'get', path: `${filesEndpoint.path}/:id`, response: 'file' },
    async (req, res) => {
      const file = await findStoredFile(String(req.params.id));
      // Stored files never change (a new upload gets a new id), so id + length is a stable
      // validator and clients may cache for a year.
      res.setHeader('ETag', `"${String(file.id)}-${file.length}"`);
      res.setHeader('Last-Modified', file.uploadDate.toUTCString());
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      if (req.fresh) {
        res.status(304).end();
        return;
      }
      // Only images are shown inline; everything else downloads, so a browser never renders it.
      if (!isImage(file.contentType)) res.attachment(file.filename);
      res.setHeader('Content-Type', file.contentType);
      res.setHeader('Content-Length', String(file.length));
      res.setHeader('X-Content-Type-Options', 'nosniff');
      if (req.method === 'HEAD') {
        res.end();
        return;
      }
      await pipeline(openFileStream(file.id), res).catch((error: unknown) => {
        // A client that hangs up mid-download is not a server error.
        if ((error as { code?: string }).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
      });
    },
  );
}
