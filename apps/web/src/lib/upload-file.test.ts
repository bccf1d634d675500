import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockFetch } from '../test/fetch-mock';
import { ApiError } from './api-error';
import { isUploadableImage, uploadFile } from './upload-file';

const STORED = { id: 'f1', url: '/api/files/f1', contentType: 'image/jpeg', size: 1 };

describe('uploadFile', () => {
  it('when a blob is sent with a file name, then it goes as multipart field "file" under that name', async () => {
    const fetchMock = mockFetch({ 'POST /api/uploads': () => jsonResponse({ file: STORED }, 201) });

    const stored = await uploadFile(new Blob(['a'], { type: 'image/jpeg' }), {
      filename: 'avatar.jpg',
    });

    expect(stored).toEqual(STORED);
    const [call] = callsTo(fetchMock, 'POST /api/uploads');
    const sent = (call?.[1]?.body as FormData).get('file') as File;
    expect(sent.name).toBe('avatar.jpg');
  });

  it('when the server refuses the file, then it rejects with the server message', async () => {
    mockFetch({
      'POST /api/uploads': () =>
        jsonResponse({ message: 'This file type is not accepted.', code: 'UNSUPPORTED' }, 415),
    });

    const failure = await uploadFile(new File(['x'], 'x.exe')).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('This file type is not accepted.');
  });
});

describe('isUploadableImage', () => {
  it('when the type is jpeg, png or webp, then it is an image; anything else is not', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(isUploadableImage(new Blob([], { type }))).toBe(true);
    }
    for (const type of ['image/gif', 'application/pdf', '']) {
      expect(isUploadableImage(new Blob([], { type }))).toBe(false);
    }
  });
});
