import { pipeline } from 'node:stream/promises';
import { blankMeansAbsent, filesEndpoint, IMAGE_WIDTHS } from '@tutoring/shared';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import type { RouteTable } from '../../lib/http/route-table';
import { findStoredFile, openFileStream, type StoredFile } from './files.service';
import { imageVariant, isResizable, variantFormat } from './image-variants';

const isImage = (contentType: string) => contentType.startsWith('image/');

const WIDTHS = IMAGE_WIDTHS.map(String) as [string, ...string[]];
const fileQuerySchema = z.strictObject({
  w: blankMeansAbsent(
    z.enum(WIDTHS, { error: `Width must be one of ${IMAGE_WIDTHS.join(', ')}.` }),
  ).describe(`An image's width in pixels, one of ${IMAGE_WIDTHS.join(', ')}.`),
});

/**
 * Streams a stored file. Stored files never change (a new upload gets a new id), so id +
 * length is a stable validator and clients may cache for a year. A resized copy is tagged
 * by what was asked (`tag`): its own id is never shown, so nobody can ask to resize it.
 */
async function sendFile(req: Request, res: Response, file: StoredFile, tag?: string) {
  res.setHeader('ETag', `"${tag ?? String(file.id)}-${file.length}"`);
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
}

export function mountFilesRoutes(table: RouteTable): void {
  // Express answers HEAD with this GET route; the body is skipped in sendFile.
  table.route(
    {
      method: 'get',
      path: `${filesEndpoint.path}/:id`,
      summary: 'Download a stored file; an image at one of the fixed widths with ?w=',
      access: 'public',
      query: fileQuerySchema,
      status: 200,
      response: 'file',
    },
    async (req, res) => {
      const { w } = req.query;
      const file = await findStoredFile(String(req.params.id));
      if (!w) return sendFile(req, res, file);
      if (!isResizable(file)) {
        throw new AppError(
          'BAD_REQUEST',
          'Only original JPEG, PNG and WebP images can be resized.',
        );
      }
      // The answer depends on the formats the browser accepts: caches must key on them.
      res.vary('Accept');
      const format = variantFormat(file, req.get('accept'));
      const variant = await imageVariant(file, Number(w), format, req.log);
      if (!variant) return sendFile(req, res, file);
      await sendFile(req, res, variant, `${String(file.id)}-${w}-${format}`);
    },
  );
}
