import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockFetch } from '../../../../test/fetch-mock';
import { EDITOR, STUDENT, renderApp, signedInAs, storeSession } from '../../../../test/render-app';

describe('user dashboard', () => {
  it('when a signed-in user opens /dashboard, then they are welcomed by name with three cards', async () => {
    signedInAs(STUDENT);
    renderApp('/dashboard');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Sam Student' }),
    ).toBeInTheDocument();
    for (const card of ['Enrolled Courses', 'Learning Progress', 'Achievements']) {
      expect(screen.getByRole('heading', { name: card })).toBeInTheDocument();
    }
  });

  it('when a family opens /dashboard, then their family page shows each student', async () => {
    storeSession(STUDENT);
    mockFetch({
      'GET /api/auth/me': () => jsonResponse({ user: { ...STUDENT, enrolledCourses: [] } }),
      'GET /api/family': () =>
        jsonResponse({ students: [{ _id: 'a1', name: 'Anya', enrolments: [] }], invoices: [] }),
    });
    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { level: 2, name: 'Your family' })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 3, name: 'Anya' })).toBeVisible();
  });

  it('when a member of staff opens /dashboard, then no family page is shown or asked for', async () => {
    const fetchMock = signedInAs(EDITOR);
    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Welcome');
    expect(screen.queryByRole('heading', { name: 'Your family' })).toBeNull();
    expect(callsTo(fetchMock, 'GET /api/family')).toHaveLength(0);
  });
});
