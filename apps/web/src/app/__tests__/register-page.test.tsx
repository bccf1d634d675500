import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { STUDENT, renderApp } from '../../test/render-app';

async function fillIn(name: string, email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Full name'), name);
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('register page', () => {
  it('when the account is created, then the user is signed in and sees their dashboard', async () => {
    const fetchMock = mockFetch({
      'POST /api/auth/register': () => jsonResponse({ token: 'new-token', user: STUDENT }, 201),
    });
    const { currentLocation } = renderApp('/register');

    await fillIn('Sam Student', 'Sam@Example.com', 'long-enough-password');

    await waitFor(() => expect(currentLocation().pathname).toBe('/dashboard'));
    expect(
      await screen.findByRole('heading', { name: 'Welcome, Sam Student' }),
    ).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBe('new-token');
    const init = callsTo(fetchMock, 'POST /api/auth/register')[0]![1];
    expect(JSON.parse(String(init!.body))).toEqual({
      name: 'Sam Student',
      email: 'sam@example.com',
      password: 'long-enough-password',
    });
  });

  it('when the form is shown, then it links the privacy notice beside the data it asks for', async () => {
    mockFetch();
    renderApp('/register');

    const form = await screen.findByRole('form', { name: 'Create account' });
    const link = within(form).getByRole('link', { name: 'privacy notice' });
    expect(link).toHaveAttribute('href', '#/privacy');
  });

  it('when the e-mail is taken (409), then the server message is shown', async () => {
    mockFetch({
      'POST /api/auth/register': () =>
        jsonResponse(
          { message: 'An account with this e-mail already exists.', code: 'CONFLICT' },
          409,
        ),
    });
    renderApp('/register');

    await fillIn('Sam Student', 'sam@example.com', 'long-enough-password');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this e-mail already exists.',
    );
  });

  it('when the password is too short, then it says so before asking the server', async () => {
    const fetchMock = mockFetch();
    renderApp('/register');

    await fillIn('Sam Student', 'sam@example.com', 'short');

    expect(await screen.findByText('Password must be at least 12 characters.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/auth/register')).toHaveLength(0);
  });
});
