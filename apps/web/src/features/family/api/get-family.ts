import { useQuery } from '@tanstack/react-query';
import { familyEndpoint, familySchema } from '@tutoring/shared';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The signed-in family's students, each with their classes (GET /family); not asked while
 * `enabled` is false (a page that offers the students only to a family).
 */
export function useFamily({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: queryKeys.family.all,
    queryFn: ({ signal }) => apiRequest(familyEndpoint.path, { schema: familySchema, signal }),
  });
}
