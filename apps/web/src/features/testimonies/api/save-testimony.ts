import { useMutation, useQueryClient } from '@tanstack/react-query';
import { testimonySchema, type Testimony, type TestimonyData } from '@tutoring/shared';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { testimoniesQueryKey } from './get-testimonies';

const answerSchema = z.object({ testimony: testimonySchema });

export interface SaveTestimonyArgs {
  /** Absent: a new testimony. */
  id?: string | undefined;
  input: TestimonyData;
}

export async function saveTestimony({ id, input }: SaveTestimonyArgs): Promise<Testimony> {
  const path = id ? `/testimonies/${encodeURIComponent(id)}` : '/testimonies';
  const { testimony } = await apiRequest(path, {
    method: id ? 'PUT' : 'POST',
    body: input,
    schema: answerSchema,
  });
  return testimony;
}

/** Creates or updates; the list reloads afterwards (SPEC.md section 4). */
export function useSaveTestimony() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTestimony,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testimoniesQueryKey }),
  });
}
