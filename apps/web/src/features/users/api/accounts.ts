import {
  accountSchema,
  usersEndpoint,
  usersListSchema,
  type AccountUpdate,
  type NewAccountInput,
  type Role,
} from '@tutoring/shared';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { endpointPath } from '../../../lib/collection-client';
import { queryKeys } from '../../../lib/query-keys';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';
import { usePageQuery } from '../../../lib/use-page-query';

const path = endpointPath(usersEndpoint);
const oneSchema = z.object({ [usersEndpoint.itemKey]: accountSchema });

export const ACCOUNTS_PAGE_SIZE = 25;

export interface AccountFilters {
  /** Part of the name or e-mail; '' for all. */
  q: string;
  role: Role | '';
  /** `name`, `-createdAt`…; '' for the server's order (staff first, by role, then name). */
  sort: string;
}

/** One page of accounts, fresh on every visit (roles and invitations change). */
export function useAccountsPage(page: number, { q, role, sort }: AccountFilters) {
  return usePageQuery(
    queryKeys.users.page(page, { q, role, sort }),
    (signal) =>
      apiRequest(path, {
        query: {
          page,
          limit: ACCOUNTS_PAGE_SIZE,
          q: q || undefined,
          role: role || undefined,
          sort: sort || undefined,
        },
        schema: usersListSchema,
        signal,
      }),
    { staleTime: 0 },
  );
}

/** Adds a person; the server mails them the link to set a password. */
export function useInviteAccount() {
  return useInvalidatingMutation(
    (input: NewAccountInput) =>
      apiRequest(path, { method: 'POST', body: input, schema: oneSchema }),
    [queryKeys.users.all],
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
    [queryKeys.users.all],
    { success: 'Enrolments saved.', failure: 'Enrolments were not saved.' },
  );
}

/** Changes a person's role or active flag (their sessions end). */
export function useUpdateAccount() {
  return useInvalidatingMutation(
    ({ id, update }: { id: string; update: AccountUpdate }) =>
      apiRequest(`${path}/${id}`, { method: 'PATCH', body: update, schema: oneSchema }),
    [queryKeys.users.all],
    { success: 'Account updated.', failure: 'The account was not changed.' },
  );
}
