import { useQuery } from '@tanstack/react-query';
import { testimonySchema, type Testimony } from '@tutoring/shared';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export const testimoniesQueryKey = ['testimonies'] as const;

const testimonyListSchema = z.object({ testimonies: z.array(testimonySchema) });

export async function getTestimonies(): Promise<Testimony[]> {
  const { testimonies } = await apiRequest('/testimonies', {
    auth: false,
    schema: testimonyListSchema,
  });
  return testimonies;
}

export function useTestimonies() {
  return useQuery({ queryKey: testimoniesQueryKey, queryFn: getTestimonies });
}
