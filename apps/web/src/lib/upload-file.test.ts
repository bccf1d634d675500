import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentRequests } from '../test/fake-xhr';
import { callsTo, jsonResponse, mockFetch, pendingUntilAborted } from '../test/fetch-mock';
import { ApiError } from './api-error';
import { signIn, signOut } from './auth-store';
import { isUploadableImage, uploadFile, uploadRefusal } from './upload-file';

const MB = 1024 * 1024;
/** A file that says it is `bytes` long without holding them (jsdom keeps blobs in memory). */
function fileOf(name: string, type: string, bytes: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

/** The upload on its way, once it has been sent. */
async function uploadInFlight() {
  await vi.waitFor(() => expect(sentRequests()).toHaveLength(1));
  return sentRequests()[0]!;
}

afterEach(() => {
  signOut();
  vi.useRealTimers();
});

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

describe('uploadFile: progress, cancel and time limit', () => {
  it('when bytes go out, then the progress is told, and the token goes along', async () => {
    signIn({ token: 'tok-1', user: { id: 'a1', email: 'a@b.c', name: 'A', role: 'admin' } });
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = mockFetch({
      'POST /api/uploads': () => new Promise((resolve) => (answer = resolve)),
    });
    const onProgress = vi.fn();

    const stored = uploadFile(new File(['abcd'], 'notes.pdf'), { onProgress });
    const request = await uploadInFlight();
    request.reportProgress(2, 4);
    answer(jsonResponse({ file: STORED }, 201));

    expect(await stored).toEqual(STORED);
    expect(onProgress).toHaveBeenCalledWith({ loaded: 2, total: 4 });
    const [call] = callsTo(fetchMock, 'POST /api/uploads');
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer tok-1');
  });

  it('when the upload is cancelled, then the request is aborted and it rejects with the abort', async () => {
    mockFetch({ 'POST /api/uploads': pendingUntilAborted });
    const controller = new AbortController();

    const stored = uploadFile(new File(['abcd'], 'clip.mp4'), { signal: controller.signal });
    await uploadInFlight();
    controller.abort();

    const failure = await stored.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DOMException);
    expect((failure as DOMException).name).toBe('AbortError');
  });

  it('when the network fails, then it rejects with the connection message', async () => {
    mockFetch({ 'POST /api/uploads': () => Promise.reject(new TypeError('Failed to fetch')) });

    const failure = await uploadFile(new File(['abcd'], 'clip.mp4')).catch(
      (error: unknown) => error,
    );

    expect(failure).toMatchObject({ code: 'NETWORK_ERROR' });
  });

  it('when no answer comes within the time limit, then it rejects with the timeout message', async () => {
    vi.useFakeTimers();
    mockFetch({ 'POST /api/uploads': pendingUntilAborted });

    const stored = uploadFile(new File(['abcd'], 'clip.mp4'), { timeoutMs: 60_000 });
    const failure = stored.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(60_000);

    expect(await failure).toMatchObject({ code: 'TIMEOUT' });
  });
});

describe('uploadRefusal: what the browser can tell before sending', () => {
  it("when a file is over its type's limit, then it names the type, the size and the limit", () => {
    expect(uploadRefusal(fileOf('clip.mp4', 'video/mp4', 51 * MB))).toBe(
      'This MP4 file is 51 MB; the limit is 50 MB.',
    );
    expect(uploadRefusal(fileOf('notes.docx', '', 21 * MB))).toBe(
      'This DOCX file is 21 MB; the limit is 20 MB.',
    );
    expect(uploadRefusal(fileOf('photo.jpeg', '', 3 * MB))).toBe(
      'This JPG file is 3 MB; the limit is 2 MB.',
    );
  });

  it("when a file is within its type's limit, then nothing is said", () => {
    expect(uploadRefusal(fileOf('clip.mp4', 'video/mp4', 50 * MB))).toBeNull();
    expect(uploadRefusal(fileOf('old.doc', 'application/msword', 20 * MB))).toBeNull();
  });

  it('when the browser names a type the server does not take, then it says which it takes', () => {
    expect(uploadRefusal(fileOf('notes.txt', 'text/plain', 10))).toBe(
      'This file type is not supported. Upload a JPEG, PNG or WebP image, a PDF, DOC or DOCX document, a ZIP archive or an MP4 video.',
    );
  });

  it('when the browser cannot tell the type, then only the largest limit is checked', () => {
    expect(uploadRefusal(fileOf('README', '', 10))).toBeNull();
    expect(uploadRefusal(fileOf('README', '', 60 * MB))).toBe(
      'The file is 60 MB; the limit is 50 MB.',
    );
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
