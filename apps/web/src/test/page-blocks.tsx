import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { INLINE_PAGE_READS_ID } from '@tutoring/shared';
import { createQueryClient } from '../lib/query-client';

/** A hook's wrapper: a fresh query client, as a page load has. */
export function withFreshQueries({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

/** The block a path URL's page carries: the API answers it was built from. */
export function writeReadsIntoPage(reads: Record<string, unknown>) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = INLINE_PAGE_READS_ID;
  block.textContent = JSON.stringify(reads);
  document.head.append(block);
}
