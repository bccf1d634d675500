import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, SITE_ADMIN, startSite, type RunningSite } from './running-site';

/**
 * `npm run admin` against a running site on its embedded database (docs/OPERATIONS.md,
 * "Admin recovery"): the way back for a lone admin who is locked out or lost the password.
 */
let site: RunningSite;

beforeAll(async () => {
  site = await startSite();
});

afterAll(async () => {
  await site?.stop();
});

function signIn(password: string) {
  return fetch(`${site.origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: SITE_ADMIN.email, password }),
  });
}

// Each command is a Node process that compiles its TypeScript first: seconds on a busy host.
describe('npm run admin', { timeout: 90_000 }, () => {
  it('when list-admins is run, then it prints the admin account and that it can sign in', async () => {
    const run = await runCli('admin', ['list-admins'], site.env);

    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(new RegExp(`^${SITE_ADMIN.email}\\tAdministrator\\tactive$`, 'm'));
  });

  it('when the admin is locked by failed sign-ins, then unlock lets the right password in again', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signIn('a wrong password')).status).toBe(401);
    }
    expect((await signIn(SITE_ADMIN.password)).status).toBe(429);

    const run = await runCli('admin', ['unlock', SITE_ADMIN.email], site.env);

    expect(run.code).toBe(0);
    expect(run.stdout).toContain('its sign-in lock was lifted');
    expect((await signIn(SITE_ADMIN.password)).status).toBe(200);
  });

  it('when reset-link is run, then the printed link sets a new password, once', async () => {
    const run = await runCli('admin', ['reset-link', SITE_ADMIN.email.toUpperCase()], site.env);
    expect(run.code).toBe(0);
    const token = /#\/reset-password\/(\S+)$/m.exec(run.stdout)?.[1];
    expect(run.stdout.startsWith(`http://localhost:${site.env.PORT}/#/reset-password/`)).toBe(true);

    const reset = (newPassword: string) =>
      fetch(`${site.origin}/api/auth/reset-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token, newPassword }),
      });
    expect((await reset('copper lantern meadow ninety')).status).toBe(204);
    expect((await reset('another password entirely here')).status).toBe(400);
    expect((await signIn('copper lantern meadow ninety')).status).toBe(200);
  });

  it('when the e-mail belongs to no account, then it says so and exits 1', async () => {
    const run = await runCli('admin', ['unlock', 'nobody@example.com'], site.env);

    expect(run.code).toBe(1);
    expect(run.stderr).toContain('No account has the e-mail nobody@example.com.');
  });

  it('when the command is unknown, then it prints the usage and exits 2', async () => {
    const run = await runCli('admin', ['promote', SITE_ADMIN.email], site.env);

    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Unknown command: promote');
    expect(run.stderr).toContain('reset-link <email>');
  });
});
