import { useQuery } from '@tanstack/react-query';
import type { Family } from '@tutoring/shared';
import { familyEndpoint } from '@tutoring/shared/plain';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A student as a form offers them: who, by id. */
export interface FamilyStudentChoice {
  _id: string;
  name: string;
}

/**
 * The signed-in family's students by name, for a public page's form (the course page's
 * enrolment): read typed but unparsed, so the page's code carries no schema library; asked
 * only while `enabled` (a family is signed in).
 */
export function useFamilyStudents(enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.family.all, 'students'],
    queryFn: async ({ signal }) => {
      const family = (await apiRequest(familyEndpoint.path, { signal })) as Family;
      return family.students.map(({ _id, name }): FamilyStudentChoice => ({ _id, name }));
    },
    enabled,
  });
}
