import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resourceSchema, type Resource, type ResourceData } from '@tutoring/shared';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { resourcesQueryKey } from './get-resources';

const resourceAnswerSchema = z.object({ resource: resourceSchema });

/** Creates the resource, or replaces the one with `id`. */
export async function saveResource(input: ResourceData, id?: string): Promise<Resource> {
  const { resource } = await apiRequest(id ? `/resources/${id}` : '/resources', {
    method: id ? 'PUT' : 'POST',
    body: input,
    schema: resourceAnswerSchema,
  });
  return resource;
}

export function useSaveResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, id }: { input: ResourceData; id?: string }) => saveResource(input, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourcesQueryKey }),
  });
}
