import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { EDITOR, renderApp, storeSession } from '../../../test/render-app';
import { openAdmin, sentBody } from './admin-v2-harness';
import { makeCourseV2, makeTutor } from './fixtures';

const FIRST = makeCourseV2({
  _id: '6b0403a61d0ed3786b2e2201',
  title: 'IB Physics',
  featured: true,
  featuredRank: 0,
});
const SECOND = makeCourseV2({
  _id: '6b0403a61d0ed3786b2e2202',
  title: 'SAT Math',
  featured: true,
  featuredRank: 1,
});
const PLAIN = makeCourseV2({ _id: '6b0403a61d0ed3786b2e2203', title: 'AP Biology' });

describe('admin Courses V2: the featured courses’ order', () => {
  it('when an admin moves a featured course up, then the new order of every featured course is saved', async () => {
    const fetchMock = openAdmin(
      { 'PUT /api/coursesv2/order': () => new Response(null, { status: 204 }) },
      [FIRST, PLAIN, SECOND],
    );
    const user = userEvent.setup();

    const panel = await screen.findByRole('region', { name: 'Featured on the home page' });
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1.IB Physics', '2.SAT Math']);
    expect(within(panel).getByRole('button', { name: 'Move IB Physics up' })).toBeDisabled();
    await user.click(within(panel).getByRole('button', { name: 'Move SAT Math up' }));

    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/coursesv2/order')).toHaveLength(1));
    expect(sentBody(fetchMock, 'PUT')).toEqual({ ids: [SECOND._id, FIRST._id] });
  });

  it('when nothing is featured, then the panel says the home page keeps the list order', async () => {
    openAdmin({}, [PLAIN]);

    const panel = await screen.findByRole('region', { name: 'Featured on the home page' });
    expect(panel).toHaveTextContent('No course is featured');
  });

  it('when an editor opens Courses V2, then the order panel is theirs too (featuring is content work)', async () => {
    storeSession(EDITOR);
    mockFetch({
      'GET /api/auth/me': () => jsonResponse({ user: EDITOR }),
      'GET /api/coursesv2': () => jsonResponse({ courses: [FIRST] }),
      'GET /api/team': () => jsonResponse({ members: [makeTutor()] }),
    });
    renderApp('/admin/coursesv2');

    expect(
      await screen.findByRole('region', { name: 'Featured on the home page' }),
    ).toBeInTheDocument();
  });
});
