import { describe, expect, it, vi } from 'vitest';
import { sentRequests } from '../../../test/fake-xhr';
import { jsonResponse, mockFetch, pendingUntilAborted } from '../../../test/fetch-mock';
import { uploadTeamPhoto } from '../api/upload-team-photo';

const PHOTO = {
  avatar: new Blob(['a'], { type: 'image/jpeg' }),
  profile: new Blob(['pp'], { type: 'image/jpeg' }),
};

/** Answers each upload with a URL named after the file sent. */
function storeUploads() {
  return mockFetch({
    'POST /api/uploads': (_url, init) => {
      const file = (init.body as FormData).get('file') as File;
      const id = file.name.replace('.jpg', '');
      return jsonResponse(
        { file: { id, url: `/api/files/${id}`, contentType: 'image/jpeg', size: file.size } },
        201,
      );
    },
  });
}

describe('uploadTeamPhoto', () => {
  it('when a resized photo is stored, then both pictures are uploaded and their URLs answered', async () => {
    storeUploads();

    const urls = await uploadTeamPhoto(PHOTO, {
      signal: new AbortController().signal,
      onProgress: () => undefined,
    });

    expect(urls).toEqual({ avatarImage: '/api/files/avatar', profileImage: '/api/files/profile' });
  });

  it('when the two pictures go out, then one progress counts the bytes of both', async () => {
    mockFetch({ 'POST /api/uploads': pendingUntilAborted });
    const onProgress = vi.fn();
    const controller = new AbortController();

    const stored = uploadTeamPhoto(PHOTO, { signal: controller.signal, onProgress }).catch(
      (error: unknown) => error,
    );
    await vi.waitFor(() => expect(sentRequests()).toHaveLength(2));
    sentRequests()[0]!.reportProgress(100, 100);
    sentRequests()[1]!.reportProgress(100, 300);
    controller.abort();

    expect(onProgress).toHaveBeenLastCalledWith({ loaded: 200, total: 400 });
    expect(await stored).toMatchObject({ name: 'AbortError' });
  });
});
