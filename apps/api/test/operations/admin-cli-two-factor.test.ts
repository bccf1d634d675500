import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, SITE_ADMIN, startSite, type RunningSite } from './running-site';

/** `npm run admin -- reset-2fa EMAIL` against a running site (docs/OPERATIONS.md). */
let site: RunningSite;

beforeAll(async () => {
  site = await startSite();
});

afterAll(async () => {
  await site?.stop();
});

async function call(path: string, body: unknown, token?: string) {
  const res = await fetch(`${site.origin}/api${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json().catch(() => ({}))) as { token?: string; secret: string },
  };
}

/**
 * This server runs on the wall clock: the code is for the current step, which the server still
 * accepts if its step turns before it checks (one step of drift either way).
 */
const currentCode = (secret: string) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() });

describe('npm run admin -- reset-2fa', { timeout: 90_000 }, () => {
  it('when the admin lost their second factor, then reset-2fa removes it, ends their sessions, and the password alone signs in', async () => {
    const { password } = SITE_ADMIN;
    const session = (await call('/auth/login', { email: SITE_ADMIN.email, password })).body.token;
    const setup = await call('/auth/2fa/setup', { currentPassword: password }, session);
    const code = currentCode(setup.body.secret);
    const enabled = await call('/auth/2fa/enable', { code, currentPassword: password }, session);
    expect(enabled.status).toBe(200);

    const run = await runCli('admin', ['reset-2fa', SITE_ADMIN.email], site.env);

    expect(run.code).toBe(0);
    expect(run.stdout).toContain('its second factor was removed');
    const me = await fetch(`${site.origin}/api/auth/me`, {
      headers: { authorization: `Bearer ${session}` },
    });
    expect(me.status).toBe(401);
    const login = await call('/auth/login', { email: SITE_ADMIN.email, password });
    expect(login.body.token).toEqual(expect.any(String));
  });
});
