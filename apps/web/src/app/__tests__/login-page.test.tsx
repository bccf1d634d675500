import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(await screen.findByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login page', () => {
  it('when opened, then it offers labelled fields and a link to register', async () => {
    mockFetch();
    renderApp('/login');

    expect(
      await screen.findByRole('heading', { name: 'Sign in to your account' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('when submitted empty, then both fields say they are required', async () => {
    const fetchMock = mockFetch();
    renderApp('/login');
    await screen.findByLabelText('Email');

    await submit('', '');

    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'POST /api/auth/login')).toHaveLength(0);
  });

  it('when the server refuses, then its message is shown', async () => {
    mockFetch({
      'POST /api/auth/login': () =>
        jsonResponse({ message: 'Invalid email or password.', code: 'UNAUTHORIZED' }, 401),
    });
    renderApp('/login');

    await submit('sam@example.com', 'wrong-password');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
  });

  it('when the failure carries no message, then the generic login failure is shown', async () => {
    mockFetch({ 'POST /api/auth/login': () => new Response('oops', { status: 500 }) });
    renderApp('/login');

    await submit('sam@example.com', 'whatever-password');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Login failed. Please check your credentials.',
    );
  });
});
