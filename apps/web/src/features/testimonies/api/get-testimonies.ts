import { useQuery } from '@tanstack/react-query';
import type { Testimony } from '@tutoring/shared';
import { apiRequest } from '../../../lib/api-client';

export const testimoniesQueryKey = ['testimonies'] as const;

/*
 * Typed, not zod-parsed: this read feeds the home page, whose initial JavaScript must stay
 * within issue 8's budget, and zod alone is a fifth of it. The API is ours and validates
 * what it stores (server-side zod, same shared schemas); a shape mismatch still fails loudly
 * in the UI tests. Forms (lazy pages) keep parsing with zod.
 */
interface TestimonyListAnswer {
  testimonies: Testimony[];
}

export async function getTestimonies(): Promise<Testimony[]> {
  const { testimonies } = (await apiRequest('/testimonies', {
    auth: false,
  })) as TestimonyListAnswer;
  return testimonies;
}

export function useTestimonies() {
  return useQuery({ queryKey: testimoniesQueryKey, queryFn: getTestimonies });
}
