import type { StoredFile } from '@tutoring/shared';
import { jsonResponse } from './fetch-mock';

/** A stored file as GET /api/files lists it: a course's hero image unless told otherwise. */
export function makeStoredFile(overrides: Partial<StoredFile> = {}): StoredFile {
  const id = overrides._id ?? 'a'.repeat(24);
  return {
    _id: id,
    url: `/api/files/${id}`,
    filename: 'physics-hero.jpg',
    contentType: 'image/jpeg',
    kind: 'image',
    size: 48_000,
    createdAt: '2026-11-20T10:00:00.000Z',
    usedBy: [{ entity: 'course-v2', id: 'c'.repeat(24), label: 'Course (v2): IB Physics HL' }],
    ...overrides,
  };
}

/** GET /api/files answering `files` as its one page. */
export const filesAnswer = (files: StoredFile[]) => () =>
  jsonResponse({ files, total: files.length, page: 1, limit: 24 });
