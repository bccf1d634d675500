import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { ADMIN, renderApp, signedInAs, storeSession, STUDENT } from '../../test/render-app';

const STRONG = 'violet kettle drums';
const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, key: string) =>
  JSON.parse(String(callsTo(fetchMock, key)[0]![1]!.body)) as unknown;

describe('forgot password', () => {
  it('when the login page is open, then "Forgot password?" leads to a form that asks for a link', async () => {
    const fetchMock = mockFetch({
      'POST /api/auth/forgot-password': () => new Response(null, { status: 202 }),
    });
    const { currentLocation } = renderApp('/login');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    await screen.findByRole('heading', { name: 'Forgot your password?' });
    await user.type(screen.getByLabelText('Email'), 'Sam@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account exists for that e-mail, we have sent it a link to set a new password.',
    );
    expect(currentLocation().pathname).toBe('/forgot-password');
    expect(bodyOf(fetchMock, 'POST /api/auth/forgot-password')).toEqual({
      email: 'sam@example.com',
    });
  });
});

describe('set a password from a link', () => {
  async function setPassword(password: string, again = password) {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), password);
    await user.type(screen.getByLabelText('Repeat the new password'), again);
    await user.click(screen.getByRole('button', { name: 'Set password' }));
  }

  it('when a strong password is set, then the link is used and the sign-in page says so', async () => {
    const fetchMock = mockFetch({
      'POST /api/auth/reset-password': () => new Response(null, { status: 204 }),
    });
    const { currentLocation } = renderApp('/reset-password/tok_abcdefghijklmnopqrstuvwxyz');

    await setPassword(STRONG);

    await waitFor(() => expect(currentLocation().pathname).toBe('/login'));
    expect(await screen.findByText('Your password is set. Sign in with it.')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /api/auth/reset-password')).toEqual({
      token: 'tok_abcdefghijklmnopqrstuvwxyz',
      newPassword: STRONG,
    });
  });

  it('when the password is easy to guess, then the form says why and asks the server nothing', async () => {
    const fetchMock = mockFetch();
    renderApp('/reset-password/tok_abcdefghijklmnopqrstuvwxyz');

    await setPassword('password1234');

    expect(await screen.findByText(/^Password is too easy to guess\. /)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/auth/reset-password')).toHaveLength(0);
  });

  it('when the two passwords differ, then it says so', async () => {
    mockFetch();
    renderApp('/reset-password/tok_abcdefghijklmnopqrstuvwxyz');

    await setPassword(STRONG, `${STRONG}!`);

    expect(await screen.findByText('The two passwords do not match.')).toBeInTheDocument();
  });

  it('when the link has expired, then the message shows with a way to ask for a new one', async () => {
    const message = 'This link has expired or was already used. Ask for a new one.';
    mockFetch({
      'POST /api/auth/reset-password': () => jsonResponse({ code: 'BAD_REQUEST', message }, 400),
    });
    renderApp('/reset-password/tok_abcdefghijklmnopqrstuvwxyz');

    await setPassword(STRONG);

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getAllByRole('link', { name: 'Ask for a new link' })[0]).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});

describe('change password', () => {
  async function change(current: string, next: string) {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Current password'), current);
    await user.type(screen.getByLabelText('New password'), next);
    await user.type(screen.getByLabelText('Repeat the new password'), next);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
  }

  it('when it is changed, then the person is signed in again with the new password and told so', async () => {
    const fetchMock = signedInAs(STUDENT);
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const key = `${init.method ?? 'GET'} ${String(input).split('?')[0]}`;
      if (key === 'POST /api/auth/change-password') return new Response(null, { status: 204 });
      if (key === 'POST /api/auth/login') return jsonResponse({ token: 'fresh', user: STUDENT });
      if (key === 'GET /api/auth/me') return jsonResponse({ user: STUDENT });
      return new Promise<Response>(() => undefined);
    });
    renderApp('/account/password');

    await change('old password here', STRONG);

    expect(await screen.findByRole('status')).toHaveTextContent('Password changed.');
    expect(bodyOf(fetchMock, 'POST /api/auth/change-password')).toEqual({
      currentPassword: 'old password here',
      newPassword: STRONG,
    });
    expect(bodyOf(fetchMock, 'POST /api/auth/login')).toEqual({
      email: STUDENT.email,
      password: STRONG,
    });
    expect(window.localStorage.getItem('token')).toBe('fresh');
  });

  it('when the current password is wrong, then the server says so on that field', async () => {
    const fetchMock = signedInAs(STUDENT);
    const refusal = {
      code: 'VALIDATION_ERROR',
      message: 'The current password is not right.',
      details: [{ path: 'currentPassword', message: 'The current password is not right.' }],
    };
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const key = `${init.method ?? 'GET'} ${String(input).split('?')[0]}`;
      if (key === 'POST /api/auth/change-password') return jsonResponse(refusal, 400);
      if (key === 'GET /api/auth/me') return jsonResponse({ user: STUDENT });
      return new Promise<Response>(() => undefined);
    });
    renderApp('/account/password');

    await change('not my password', STRONG);

    expect(await screen.findByLabelText('Current password')).toHaveAccessibleDescription(
      'The current password is not right.',
    );
  });

  it('when nobody is signed in, then the page sends them to sign in first', async () => {
    mockFetch();
    const { currentLocation } = renderApp('/account/password');
    await waitFor(() => expect(currentLocation().pathname).toBe('/login'));
  });
});

describe('sign out', () => {
  it('when an admin logs out, then the server is told to end the session and the browser forgets it', async () => {
    storeSession(ADMIN);
    const fetchMock = mockFetch({
      'GET /api/auth/me': () => jsonResponse({ user: ADMIN }),
      'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    });
    renderApp('/admin/dashboard');

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/auth/logout')).toHaveLength(1));
    const headers = new Headers(callsTo(fetchMock, 'POST /api/auth/logout')[0]![1]!.headers);
    expect(headers.get('Authorization')).toBe(`Bearer token-${ADMIN.id}`);
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
