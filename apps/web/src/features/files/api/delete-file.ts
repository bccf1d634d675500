import { filesEndpoint } from '@tutoring/shared';
import { apiRequest } from '../../../lib/api-client';
import { endpointPath } from '../../../lib/collection-client';
import { queryKeys } from '../../../lib/query-keys';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';

/** Deletes an unused file; the server refuses one still in use (409, naming where). */
export function useDeleteFile() {
  return useInvalidatingMutation(
    (id: string) => apiRequest(endpointPath(filesEndpoint, {}, id), { method: 'DELETE' }),
    [queryKeys.files.all],
    { success: 'File deleted.', failure: 'The file was not deleted.' },
  );
}
