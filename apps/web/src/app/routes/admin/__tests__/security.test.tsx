import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockFetch } from '../../../../test/fetch-mock';
import { EDITOR, renderApp, storeSession } from '../../../../test/render-app';
import { getAuthToken } from '../../../../lib/auth-store';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fghi${i}`);

function securityScreen(enabled: boolean, routes: Parameters<typeof mockFetch>[0] = {}) {
  storeSession(EDITOR);
  const fetchMock = mockFetch({
    'GET /api/auth/me': () => jsonResponse({ user: { ...EDITOR, enrolledCourses: [] } }),
    'GET /api/auth/2fa': () =>
      jsonResponse({ twoFactor: { enabled, recoveryCodesLeft: enabled ? 7 : 0 } }),
    ...routes,
  });
  renderApp('/admin/security');
  return { fetchMock, user: userEvent.setup() };
}

describe('the Security screen', () => {
  it('when 2FA is off, then a staff member enrols with their password and is shown the 10 codes once', async () => {
    const { fetchMock, user } = securityScreen(false, {
      'POST /api/auth/2fa/setup': () =>
        jsonResponse({ secret: SECRET, otpauthUrl: `otpauth://totp/x?secret=${SECRET}` }),
      'POST /api/auth/2fa/enable': () => jsonResponse({ recoveryCodes: CODES }),
    });

    await user.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    await user.type(await screen.findByLabelText('Current password'), 'my own password');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('img', { name: /QR code/ })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code from the app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));

    const heading = await screen.findByRole('heading', { name: 'Save your recovery codes' });
    const setupInit = callsTo(fetchMock, 'POST /api/auth/2fa/setup')[0]?.[1];
    const enableInit = callsTo(fetchMock, 'POST /api/auth/2fa/enable')[0]?.[1];
    expect(JSON.parse(String(setupInit?.body))).toEqual({ currentPassword: 'my own password' });
    expect(JSON.parse(String(enableInit?.body))).toEqual({
      code: '123456',
      currentPassword: 'my own password',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(CODES[9]!)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download codes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy codes' })).toBeInTheDocument();
  });

  it('when the password typed before setting up is wrong, then it says so, the person stays signed in and can go back', async () => {
    const wrong = 'The current password is not right.';
    const { user } = securityScreen(false, {
      'POST /api/auth/2fa/setup': () =>
        jsonResponse(
          {
            code: 'UNAUTHORIZED',
            message: wrong,
            details: [{ path: 'currentPassword', message: wrong }],
          },
          401,
        ),
    });

    await user.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    await user.type(await screen.findByLabelText('Current password'), 'not it');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText(wrong)).toBeInTheDocument();
    expect(getAuthToken()).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('Current password')).toBeInTheDocument();
  });

  it('when 2FA is on, then it says how many codes are left and turns off with a code', async () => {
    const { fetchMock, user } = securityScreen(true, {
      'POST /api/auth/2fa/disable': () => new Response(null, { status: 204 }),
    });

    expect(await screen.findByText(/7 of 10 recovery codes left/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code from the app or a recovery code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/auth/2fa/disable')).toHaveLength(1));
  });

  it('when the code field is left empty, then it says so and sends nothing', async () => {
    const { fetchMock, user } = securityScreen(true);

    await user.click(await screen.findByRole('button', { name: 'Turn off two-factor sign-in' }));

    expect(await screen.findByText('Enter the code.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/auth/2fa/disable')).toHaveLength(0);
  });
});
