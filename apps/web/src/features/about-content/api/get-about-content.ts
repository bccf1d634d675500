import { useQuery } from '@tanstack/react-query';
import type { AboutContent } from '@tutoring/shared';
import { apiRequest } from '../../../lib/api-client';

export const aboutContentQueryKey = ['content', 'about-us'] as const;

/*
 * Typed, not zod-parsed: this read feeds the home page, whose initial JavaScript must stay
 * within issue 8's budget, and zod alone is a fifth of it. The API is ours and validates
 * what it stores (server-side zod, same shared schemas); a shape mismatch still fails loudly
 * in the UI tests. Forms (lazy pages) keep parsing with zod.
 */
interface AboutAnswer {
  about: AboutContent;
}

export async function getAboutContent(): Promise<AboutContent> {
  const { about } = (await apiRequest('/content/about-us', { auth: false })) as AboutAnswer;
  // The answer carries more than the editable fields (ids, timestamps): keep only those.
  return { history: about.history, values: about.values };
}

export function useAboutContent() {
  return useQuery({ queryKey: aboutContentQueryKey, queryFn: getAboutContent });
}
