import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INLINE_PAGE_READS_ID } from '@tutoring/shared';
import { callsTo, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import {
  withFreshQueries as wrapper,
  writeReadsIntoPage as writeIntoPage,
} from '../../../test/page-blocks';

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
