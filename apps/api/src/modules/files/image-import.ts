import { LIMITS } from '@tutoring/shared';
import { ForbiddenAddress, type OutsideFetchPolicy } from '../../lib/net/address-policy';
import { fetchOutside, OutsideFetchError } from '../../lib/net/outside-fetch';
import { AppError } from '../../lib/errors';
import { saveFile } from './files.service';

const IMPORT_LIMITS = { maxBytes: LIMITS.imageMaxBytes, timeoutMs: 5000, maxRedirects: 3 };

/** Why a link could not be fetched, as a person reads it. */
function reasonOf(error: unknown): string {
  if (error instanceof ForbiddenAddress) return 'its address is on a private or local network';
  if (error instanceof OutsideFetchError) return error.message;
  if (error instanceof Error && 'code' in error) return 'its server could not be reached';
  throw error;
}

/**
 * An image on another host, fetched once and stored as one of ours: the page then loads it
 * from this site, never from that host. Its type is read from the bytes (JPEG, PNG or WebP,
 * at most 2 MB). Any failure is a 400 that says why; nothing is stored then.
 */
export async function importImage(
  link: string,
  policy: OutsideFetchPolicy,
  uploadedBy?: string,
): Promise<string> {
  const refused = (reason: string) =>
    new AppError('BAD_REQUEST', `The image at ${link} could not be imported: ${reason}.`);
  const buffer = await fetchOutside(link, policy, IMPORT_LIMITS).catch((error: unknown) => {
    throw refused(reasonOf(error));
  });
  const name = new URL(link).pathname.split('/').pop() || 'imported-image';
  const saved = await saveFile({ buffer, filename: name, uploadedBy, kinds: ['image'] }).catch(
    (error: unknown) => {
      if (!(error instanceof AppError)) throw error;
      throw refused(
        error.code === 'PAYLOAD_TOO_LARGE'
          ? 'it is over 2 MB'
          : 'it is not a JPEG, PNG or WebP image',
      );
    },
  );
  return saved.url;
}
