import { describe, expect, it, vi } from 'vitest';
import { processTeamPhoto, type ImageEncoder } from './process-team-photo';

const MB = 1024 * 1024;
const photo = (type = 'image/png') => new File(['pixels'], 'photo.png', { type });
const blobOf = (bytes: number) => new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });

describe('processTeamPhoto', () => {
  it('when the file is not an image, then it answers "Please upload an image file"', async () => {
    const encode = vi.fn<ImageEncoder>();

    const result = await processTeamPhoto(photo('application/pdf'), encode);

    expect(result).toEqual({ ok: false, message: 'Please upload an image file' });
    expect(encode).not.toHaveBeenCalled();
  });

  it('when the image is accepted, then it is encoded to fit 400 and 800 pixels as JPEG 0.85', async () => {
    const encode = vi.fn<ImageEncoder>(async () => blobOf(10));

    const result = await processTeamPhoto(photo('image/webp'), encode);

    expect(result.ok).toBe(true);
    expect(encode.mock.calls.map(([, max, quality]) => [max, quality])).toEqual([
      [400, 0.85],
      [800, 0.85],
    ]);
  });

  it('when a result is still over 2 MB, then the size is named with 2 decimals', async () => {
    const encode = vi.fn<ImageEncoder>(async (_file, max) => blobOf(max === 800 ? 2.5 * MB : 100));

    const result = await processTeamPhoto(photo('image/jpeg'), encode);

    expect(result).toEqual({
      ok: false,
      message: 'Image is still too large after compression (2.50 MB). Please use a smaller image.',
    });
  });

  it('when the encoder fails, then it answers the processing failure', async () => {
    const encode = vi.fn<ImageEncoder>(async () => Promise.reject(new Error('bad image')));

    const result = await processTeamPhoto(photo(), encode);

    expect(result).toEqual({ ok: false, message: 'Failed to process image. Please try again.' });
  });
});
