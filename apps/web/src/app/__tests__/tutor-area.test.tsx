import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { ADMIN, EDITOR, TUTOR_USER, renderApp, signedInAs } from '../../test/render-app';

const FORBIDDEN = "You don't have access to this page";

describe('the admin area for a tutor', () => {
  it('when a tutor signs in, then they land on their own bookings', async () => {
    mockFetch({
      'POST /api/auth/login': () => jsonResponse({ token: 'token-t1', user: TUTOR_USER }),
      'GET /api/bookings': () => jsonResponse({ bookings: [] }),
    });
    const user = userEvent.setup();
    const { currentLocation } = renderApp('/login');

    await user.type(await screen.findByLabelText('Email'), TUTOR_USER.email);
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible();
    expect(currentLocation().pathname).toBe('/admin/my-bookings');
  });

  it('when a tutor opens /admin, then they are taken to their bookings, not the dashboard', async () => {
    signedInAs(TUTOR_USER);
    const { currentLocation } = renderApp('/admin');

    await waitFor(() => expect(currentLocation().pathname).toBe('/admin/my-bookings'));
  });

  it.each(['/admin/contacts', '/admin/dashboard', '/admin/team', '/admin/bookings'])(
    'when a tutor types %s, then the forbidden screen shows, with the way back to their bookings',
    async (path) => {
      signedInAs(TUTOR_USER);
      const { currentLocation } = renderApp(path);

      expect(await screen.findByRole('heading', { level: 1, name: FORBIDDEN })).toBeVisible();
      expect(screen.getByRole('link', { name: 'Back to my bookings' })).toHaveAttribute(
        'href',
        '/admin/my-bookings',
      );
      expect(currentLocation().pathname).toBe(path);
    },
  );

  it("when a tutor opens the student dashboard (the site header's account link), then they are taken to their bookings", async () => {
    signedInAs(TUTOR_USER);
    const { currentLocation } = renderApp('/dashboard');

    await waitFor(() => expect(currentLocation().pathname).toBe('/admin/my-bookings'));
  });

  it.each([
    ['an admin', ADMIN],
    ['an editor', EDITOR],
  ])("when %s types a tutor's own screen, then the forbidden screen shows", async (_who, who) => {
    signedInAs(who);
    renderApp('/admin/my-hours');

    expect(await screen.findByRole('heading', { level: 1, name: FORBIDDEN })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toBeInTheDocument();
  });
});
