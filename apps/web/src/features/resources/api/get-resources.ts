import { useQuery } from '@tanstack/react-query';
import { resourceSchema, type Resource } from '@tutoring/shared';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export const resourcesQueryKey = ['resources'] as const;

const resourcesSchema = z.object({ resources: z.array(resourceSchema) });

export async function getResources(): Promise<Resource[]> {
  const { resources } = await apiRequest('/resources', { auth: false, schema: resourcesSchema });
  return resources;
}

/** The library, for the public page and the admin list (which reloads it after each change). */
export function useResources() {
  return useQuery({ queryKey: resourcesQueryKey, queryFn: getResources });
}
