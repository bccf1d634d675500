import { useQuery } from '@tanstack/react-query';
import { familyEndpoint, familySchema } from '@tutoring/shared';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The signed-in family's students, each with their classes (GET /family). */
export function useFamily() {
  return useQuery({
    queryKey: queryKeys.family.all,
    queryFn: ({ signal }) => apiRequest(familyEndpoint.path, { schema: familySchema, signal }),
  });
}
