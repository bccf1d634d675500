import { filesEndpoint, filesListSchema, type FileKind, type FilesList } from '@tutoring/shared';
import { apiRequest } from './api-client';
import { endpointPath } from './collection-client';
import { queryKeys } from './query-keys';
import { usePageQuery } from './use-page-query';

export const MEDIA_PAGE_SIZE = 24;

export interface MediaFilters {
  /** Part of the file name; '' for all. */
  q: string;
  type: FileKind | '';
  /** `filename`, `-size`…; '' for newest first (the server's default). */
  sort: string;
}

/**
 * One page of the stored files (admins), each with where it is used: the media library's
 * screen and the image picker of every image field read it.
 */
export function getMediaFiles(
  page: number,
  { q, type, sort }: MediaFilters,
  signal?: AbortSignal,
): Promise<FilesList> {
  return apiRequest(endpointPath(filesEndpoint), {
    query: {
      page,
      limit: MEDIA_PAGE_SIZE,
      q: q || undefined,
      type: type || undefined,
      sort: sort || undefined,
    },
    schema: filesListSchema,
    ...(signal ? { signal } : {}),
  });
}

/** A page of the library; fresh on every visit (uploads and deletes change it). */
export function useMediaFiles(page: number, filters: MediaFilters) {
  return usePageQuery(
    queryKeys.files.page(page, filters),
    (signal) => getMediaFiles(page, filters, signal),
    { staleTime: 0 },
  );
}
