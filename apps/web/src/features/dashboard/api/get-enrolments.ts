import { useQuery } from '@tanstack/react-query';
import { authEndpoints, currentUserSchema } from '@tutoring/shared';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const meSchema = z.object({ user: currentUserSchema });

/** The v2 courses an admin enrolled the signed-in person in (published ones, GET /auth/me). */
export function useEnrolments() {
  return useQuery({
    queryKey: queryKeys.users.enrolments(),
    queryFn: async ({ signal }) =>
      (await apiRequest(authEndpoints.me.path, { schema: meSchema, signal })).user.enrolledCourses,
  });
}
