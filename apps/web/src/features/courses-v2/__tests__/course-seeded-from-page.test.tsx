import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INLINE_PAGE_READS_ID } from '@tutoring/shared';
import { callsTo, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import {
  withFreshQueries as wrapper,
  writeReadsIntoPage as writeIntoPage,
} from '../../../test/page-blocks';
import { makeCourseV2 } from './fixtures';
import { PAGE_READS_ID } from '../../../lib/page-reads';

/** The hooks as a fresh page loads them (the block is read once per page). */
const freshHooks = () => import('../api/get-courses-v2');

const course = makeCourseV2({ title: 'Served With The Page' });
const coursePath = `/api/coursesv2/${course.slug}`;

beforeEach(() => vi.resetModules());
afterEach(() => document.getElementById(INLINE_PAGE_READS_ID)?.remove());

describe('queries seeded from the page', () => {
  it('when the server names the block, then the app looks for it under the same id', () => {
    expect(PAGE_READS_ID).toBe(INLINE_PAGE_READS_ID);
  });

  it('when the page carries the course, then the query has it at once and never asks the API', async () => {
    const fetchMock = mockFetch({ [`GET ${coursePath}`]: () => jsonResponse({ course }) });
    writeIntoPage({ [`/coursesv2/${course.slug}`]: { course } });
    const { useCourseV2 } = await freshHooks();

    const { result } = renderHook(() => useCourseV2(course.slug), { wrapper });

    expect(result.current.data?.title).toBe('Served With The Page');
    expect(result.current.isStale).toBe(false);
    expect(callsTo(fetchMock, `GET ${coursePath}`)).toHaveLength(0);
  });

  it('when the page carries another read, then the query asks the API as usual', async () => {
    const fetchMock = mockFetch({ [`GET ${coursePath}`]: () => jsonResponse({ course }) });
    writeIntoPage({ '/coursesv2/another-course': { course: makeCourseV2({ title: 'Other' }) } });
    const { useCourseV2 } = await freshHooks();

    const { result } = renderHook(() => useCourseV2(course.slug), { wrapper });

    await waitFor(() => expect(result.current.data?.title).toBe('Served With The Page'));
    expect(callsTo(fetchMock, `GET ${coursePath}`)).toHaveLength(1);
  });

  it('when the block is not JSON, then the query asks the API as usual', async () => {
    const fetchMock = mockFetch({ [`GET ${coursePath}`]: () => jsonResponse({ course }) });
    writeIntoPage({});
    document.getElementById(INLINE_PAGE_READS_ID)!.textContent = '{"broken';
    const { useCourseV2 } = await freshHooks();

    const { result } = renderHook(() => useCourseV2(course.slug), { wrapper });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(callsTo(fetchMock, `GET ${coursePath}`)).toHaveLength(1);
  });
});
