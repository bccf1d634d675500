import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  legalPageFacts,
  legalPageSchema,
  type LegalPage,
  type LegalPageInput,
  type LegalPageName,
} from '@tutoring/shared';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { seededFrom } from '../../../lib/page-reads';

const pagePath = (name: LegalPageName) => `/content/pages/${name}`;
const answer = z.object({ page: legalPageSchema });
const keyOf = (name: LegalPageName) => [legalPageFacts.slug, name] as const;

/** The privacy notice or the terms, as anyone reads them. */
export function useLegalPage(name: LegalPageName) {
  return useQuery({
    queryKey: keyOf(name),
    queryFn: async ({ signal }) =>
      (await apiRequest(pagePath(name), { auth: false, signal, schema: answer })).page,
    ...seededFrom(pagePath(name), (read: { page: LegalPage }) => read.page),
  });
}

/** Replaces one page; its answer is what the site shows from now on. */
export function useSaveLegalPage(name: LegalPageName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LegalPageInput) =>
      (await apiRequest(pagePath(name), { method: 'PUT', body: input, schema: answer })).page,
    meta: { failure: 'The page was not saved.' },
    onSuccess: (saved) => queryClient.setQueryData(keyOf(name), saved),
  });
}
