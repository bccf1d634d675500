import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const count = z.number().int().nonnegative();

const statsAnswerSchema = z.object({
  stats: z.object({
    coursesV1: count,
    coursesV2: count,
    publishedCoursesV2: count,
    resources: count,
    teamMembers: count,
    testimonies: count,
    users: count,
    contactMessages: count,
    contactMessagesThisWeek: count,
    /** Messages still at status new: the leads nobody has answered yet. */
    newContactMessages: count,
  }),
});

export type DashboardStats = z.infer<typeof statsAnswerSchema>['stats'];

export const statsQueryKey = ['stats'] as const;

export async function getStats(): Promise<DashboardStats> {
  const { stats } = await apiRequest('/stats', { schema: statsAnswerSchema });
  return stats;
}

/** Real counts for the admin dashboard (CONTRACT.md section 6: not the spec's hard-coded ones). */
export function useStats() {
  return useQuery({ queryKey: statsQueryKey, queryFn: getStats, staleTime: 0 });
}
