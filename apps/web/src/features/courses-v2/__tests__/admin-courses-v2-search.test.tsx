import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { ADMIN, renderApp, storeSession } from '../../../test/render-app';
import { makeCourseV2, makeTutor } from './fixtures';

const COURSES = [
  makeCourseV2({
    _id: 'a'.repeat(24),
    title: 'SAT Maths',
    examType: 'SAT',
    createdAt: '2026-01-01T00:00:00.000Z',
  }),
  makeCourseV2({
    _id: 'b'.repeat(24),
    title: 'IB Physics',
    examType: 'IB',
    createdAt: '2026-01-02T00:00:00.000Z',
  }),
  makeCourseV2({
    _id: 'c'.repeat(24),
    title: 'AP Calculus',
    examType: 'AP',
    createdAt: '2026-01-03T00:00:00.000Z',
  }),
];

function openList(path = '/admin/coursesv2') {
  storeSession(ADMIN);
  mockFetch({
    'GET /api/auth/me': () => jsonResponse({ user: ADMIN }),
    'GET /api/coursesv2': () => jsonResponse({ courses: COURSES }),
    'GET /api/team': () => jsonResponse({ members: [makeTutor()] }),
  });
  return renderApp(path);
}

const shownTitles = () =>
  within(screen.getByRole('list', { name: 'Courses' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

describe('admin courses v2: search and sort', () => {
  it('when a search is typed, then only matching courses show and the search is in the URL', async () => {
    const { currentLocation } = openList();
    await screen.findByRole('heading', { name: 'AP Calculus' });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'ib');

    await waitFor(() => expect(shownTitles()).toEqual(['IB Physics']));
    expect(currentLocation().search).toBe('?q=ib');
  });

  it('when a sort is chosen, then the courses follow it and the URL keeps it', async () => {
    const { currentLocation } = openList();
    await screen.findByRole('heading', { name: 'AP Calculus' });
    expect(shownTitles()).toEqual(['SAT Maths', 'IB Physics', 'AP Calculus']);

    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Title, A to Z');

    expect(shownTitles()).toEqual(['AP Calculus', 'IB Physics', 'SAT Maths']);
    expect(currentLocation().search).toBe('?sort=title');
  });

  it('when the page is opened from a bookmarked URL, then its search and sort apply', async () => {
    openList('/admin/coursesv2?q=maths&sort=-title');

    await screen.findByRole('heading', { name: 'SAT Maths' });
    expect(shownTitles()).toEqual(['SAT Maths']);
    expect(screen.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('maths');
    expect(screen.getByLabelText('Sort by')).toHaveValue('-title');
  });

  it('when a search matches nothing, then the list says so', async () => {
    openList('/admin/coursesv2?q=zzz');

    expect(await screen.findByText('No courses match this search.')).toBeInTheDocument();
  });
});
