import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { ADMIN, renderApp } from '../../test/render-app';

const MFA_TOKEN = 'm'.repeat(43);
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fghi${i}`);

async function enterPassword() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), ADMIN.email);
  await user.type(screen.getByLabelText('Password'), 'correct-horse');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

const bodyOf = (init: RequestInit | undefined) =>
  JSON.parse(String(init?.body)) as Record<string, unknown>;

describe('sign-in with a second factor', () => {
  it('when the password is right and 2FA is on, then it asks for the code and signs in with it', async () => {
    const fetchMock = mockFetch({
      'POST /api/auth/login': () => jsonResponse({ mfaRequired: true, mfaToken: MFA_TOKEN }),
      'POST /api/auth/login/2fa': () => jsonResponse({ token: 'session', user: ADMIN }),
    });
    const { currentLocation } = renderApp('/login');
    const user = await enterPassword();

    const field = await screen.findByLabelText('Authentication code');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(currentLocation().pathname).toBe('/admin/dashboard'));
    const [, init] = callsTo(fetchMock, 'POST /api/auth/login/2fa')[0]!;
    expect(bodyOf(init)).toEqual({ mfaToken: MFA_TOKEN, code: '123456' });
  });

  it("when 'Use a recovery code' is chosen, then a recovery code field takes the focus and is sent", async () => {
    const fetchMock = mockFetch({
      'POST /api/auth/login': () => jsonResponse({ mfaRequired: true, mfaToken: MFA_TOKEN }),
      'POST /api/auth/login/2fa': () => jsonResponse({ token: 'session', user: ADMIN }),
    });
    renderApp('/login');
    const user = await enterPassword();

    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    const field = screen.getByLabelText('Recovery code');
    expect(field).toHaveFocus();
    await user.type(field, 'abcde-fghij{Enter}');

    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/auth/login/2fa')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'POST /api/auth/login/2fa')[0]!;
    expect(bodyOf(init).code).toBe('abcde-fghij');
  });

  it('when the code is refused, then the server message is shown and nobody is signed in', async () => {
    mockFetch({
      'POST /api/auth/login': () => jsonResponse({ mfaRequired: true, mfaToken: MFA_TOKEN }),
      'POST /api/auth/login/2fa': () =>
        jsonResponse({ message: 'That code is not right.', code: 'UNAUTHORIZED' }, 401),
    });
    const { currentLocation } = renderApp('/login');
    const user = await enterPassword();

    await user.type(await screen.findByLabelText('Authentication code'), '000000{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right.');
    expect(currentLocation().pathname).toBe('/login');
  });

  it('when the site requires enrolment, then the QR code and secret show, and the codes before the admin area', async () => {
    mockFetch({
      'POST /api/auth/login': () =>
        jsonResponse({ mfaRequired: true, mfaEnrolmentRequired: true, mfaToken: MFA_TOKEN }),
      'POST /api/auth/login/2fa/setup': () =>
        jsonResponse({ secret: SECRET, otpauthUrl: `otpauth://totp/x?secret=${SECRET}` }),
      'POST /api/auth/login/2fa/enable': () =>
        jsonResponse({ recoveryCodes: CODES, token: 'session', user: ADMIN }),
    });
    const { currentLocation } = renderApp('/login');
    const user = await enterPassword();

    expect(
      await screen.findByRole('img', { name: 'QR code to add this account to your app' }),
    ).toBeInTheDocument();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code from the app'), '123456{Enter}');
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(currentLocation().pathname).toBe('/login');
    await user.click(screen.getByRole('button', { name: 'Continue to the admin area' }));

    await waitFor(() => expect(currentLocation().pathname).toBe('/admin/dashboard'));
  });
});
