import { useQuery } from '@tanstack/react-query';
import {
  accountSchema,
  usersEndpoint,
  type AccountUpdate,
  type NewAccountInput,
} from '@tutoring/shared';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { endpointPath } from '../../../lib/collection-client';
import { queryKeys } from '../../../lib/query-keys';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';

const path = endpointPath(usersEndpoint);
const listSchema = z.object({ [usersEndpoint.listKey]: z.array(accountSchema) });
const oneSchema = z.object({ [usersEndpoint.itemKey]: accountSchema });

/** Every account, staff first (the server's order). */
export function useAccounts() {
  return useQuery({
    queryKey: queryKeys.users.all,
    queryFn: async ({ signal }) =>
      (await apiRequest(path, { schema: listSchema, signal }))[usersEndpoint.listKey],
    staleTime: 0,
  });
}

/** Adds a person; the server mails them the link to set a password. */
export function useInviteAccount() {
  return useInvalidatingMutation(
    (input: NewAccountInput) =>
      apiRequest(path, { method: 'POST', body: input, schema: oneSchema }),
    queryKeys.users.all,
    { success: 'Invitation sent.', failure: 'The person was not added.' },
  );
}

/** Replaces the published v2 courses a person is enrolled in. */
export function useSetEnrolments() {
  return useInvalidatingMutation(
    ({ id, courses }: { id: string; courses: string[] }) =>
      apiRequest(`${path}/${id}/enrolments`, {
        method: 'PUT',
        body: { courses },
        schema: oneSchema,
      }),
    queryKeys.users.all,
    { success: 'Enrolments saved.', failure: 'Enrolments were not saved.' },
  );
}

/** Changes a person's role or active flag (their sessions end). */
export function useUpdateAccount() {
  return useInvalidatingMutation(
    ({ id, update }: { id: string; update: AccountUpdate }) =>
      apiRequest(`${path}/${id}`, { method: 'PATCH', body: update, schema: oneSchema }),
    queryKeys.users.all,
    { success: 'Account updated.', failure: 'The account was not changed.' },
  );
}
