import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { withFreshQueries, writeReadsIntoPage } from '../../../test/page-blocks';
import { renderElement } from '../../../test/render-screen';
import { siteSettingsRoute } from '../../../test/site-settings-fixture';
import { CLASSES_HEADING, CourseBatches } from '../components/course-batches';
import {
  COURSE_ID,
  FULL_BATCH,
  makeBatch,
  NEW_YORK_FRIDAYS,
  visitorInKolkata,
} from './batch-fixtures';

let restoreClock: () => void;
beforeEach(() => {
  restoreClock = visitorInKolkata();
});
afterEach(() => {
  restoreClock();
  document.getElementById('inline-page-reads')?.remove();
});

function showBatches(batches: unknown[]) {
  const fetchMock = mockFetch({
    'GET /api/batches': () => jsonResponse({ batches }),
    ...siteSettingsRoute(),
  });
  renderElement(<CourseBatches courseId={COURSE_ID} />);
  return fetchMock;
}

const card = (title: string) => screen.getByRole('listitem', { name: title });

describe("a course's classes", () => {
  it("when a batch has seats, then it shows its times on the visitor's clock and the class's, its dates, place and 'N seats left'", async () => {
    showBatches([makeBatch()]);

    expect(await screen.findByRole('heading', { name: CLASSES_HEADING })).toBeVisible();
    const batch = card('Saturday mornings');
    expect(within(batch).getByText('with Rohan Mehta')).toBeInTheDocument();
    expect(
      within(batch).getByText(/^Saturdays, 15:30–17:00 your time \((Kolkata|Calcutta)\)$/),
    ).toBeInTheDocument();
    expect(within(batch).getByText('Saturdays, 10:00–11:30 London time')).toBeInTheDocument();
    expect(within(batch).getByText('9 Jan 2027 to 26 Jun 2027')).toBeInTheDocument();
    expect(within(batch).getByText('In person: 3 Quay Street, Falmouth')).toBeInTheDocument();
    expect(within(batch).getByText('3 seats left')).toBeInTheDocument();
    expect(within(batch).getByRole('button', { name: 'Enrol' })).toBeEnabled();
  });

  it("when the class falls on another day on the visitor's clock, then that day is named; one seat reads '1 seat left', an online link stays private and the fee is shown", async () => {
    showBatches([NEW_YORK_FRIDAYS]);

    const batch = await screen.findByRole('listitem', { name: 'Friday evenings' });
    expect(within(batch).getByText(/^Saturdays, 06:30–07:30 your time/)).toBeInTheDocument();
    expect(within(batch).getByText('Fridays, 20:00–21:00 New York time')).toBeInTheDocument();
    expect(within(batch).getByText('1 seat left')).toBeInTheDocument();
    expect(within(batch).getByText('Online')).toBeInTheDocument();
    expect(batch).not.toHaveTextContent('meet.example');
    expect(within(batch).getByText(/^\$12,000(\.00)? per month$/)).toBeInTheDocument();
  });

  it("when no seat is left, then the batch says so and offers 'Join the waitlist' instead of enrolment", async () => {
    showBatches([FULL_BATCH]);

    const batch = await screen.findByRole('listitem', { name: 'Sunday afternoons' });
    expect(within(batch).getByText('No seats left')).toBeInTheDocument();
    expect(within(batch).getByRole('button', { name: 'Join the waitlist' })).toBeEnabled();
    expect(within(batch).queryByRole('button', { name: 'Enrol' })).toBeNull();
  });

  it('when the course has no open batch, then no classes section shows', async () => {
    const fetchMock = showBatches([]);

    await expect.poll(() => callsTo(fetchMock, 'GET /api/batches').length).toBe(1);
    expect(screen.queryByRole('heading', { name: CLASSES_HEADING })).toBeNull();
  });

  it('when the page carries the batches (a path URL), then they show without asking the API', async () => {
    // The page's answers are dated when the page loaded, on the real clock: a fresh load of
    // the modules is a page loading now, however long the suite ran before.
    restoreClock();
    writeReadsIntoPage({ [`/batches?course=${COURSE_ID}`]: { batches: [makeBatch()] } });
    const fetchMock = mockFetch({ 'GET /api/batches': () => jsonResponse({ batches: [] }) });
    vi.resetModules();
    const { CourseBatches: FreshCourseBatches } = await import('../components/course-batches');
    render(<FreshCourseBatches courseId={COURSE_ID} />, { wrapper: withFreshQueries });

    expect(screen.getByText('3 seats left')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/batches')).toHaveLength(0);
  });
});
