import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INLINE_PAGE_READS_ID } from '@tutoring/shared';
import { callsTo, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { createQueryClient } from '../../../lib/query-client';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

/** The block a path URL's page carries: the API answers it was built from. */
function writeIntoPage(reads: Record<string, unknown>) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = INLINE_PAGE_READS_ID;
  block.textContent = JSON.stringify(reads);
  document.head.append(block);
}

/** The hook as a fresh page loads it (the block is read once per page). */
const freshHooks = () => import('../api/get-course-detail');

const courseId = '665f1c2e9b1d4a0012345678';
const detailsPath = `/api/courses/${courseId}/details`;

beforeEach(() => vi.resetModules());
afterEach(() => document.getElementById(INLINE_PAGE_READS_ID)?.remove());

describe("a v1 course's details seeded from its page", () => {
  it('when the page says the course has none, then the query has none at once and never asks the API', async () => {
    const fetchMock = mockFetch({
      [`GET ${detailsPath}`]: () => jsonResponse({ message: 'Course details not found' }, 404),
    });
    writeIntoPage({ [`/courses/${courseId}/details`]: null });
    const { useCourseDetail } = await freshHooks();

    const { result } = renderHook(() => useCourseDetail(courseId), { wrapper });

    expect(result.current.isSuccess).toBe(true);
    expect(result.current.data).toBeNull();
    expect(result.current.isStale).toBe(false);
    expect(callsTo(fetchMock, `GET ${detailsPath}`)).toHaveLength(0);
  });

  it('when the page says nothing of them, then the query asks the API, and its 404 is none', async () => {
    const fetchMock = mockFetch({
      [`GET ${detailsPath}`]: () => jsonResponse({ message: 'Course details not found' }, 404),
    });
    writeIntoPage({});
    const { useCourseDetail } = await freshHooks();

    const { result } = renderHook(() => useCourseDetail(courseId), { wrapper });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
    expect(callsTo(fetchMock, `GET ${detailsPath}`)).toHaveLength(1);
  });
});
