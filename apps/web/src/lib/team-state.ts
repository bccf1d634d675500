import type { TeamMember } from '@tutoring/shared';

/**
 * The team list as the app route loaded it (features do not import each other). Plain values,
 * not the query result object: the route reads them, so TanStack Query re-renders it on change.
 */
export interface TeamState {
  members: TeamMember[] | undefined;
  isPending: boolean;
  isError: boolean;
}
