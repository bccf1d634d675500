import { passwordWeakness } from '@tutoring/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { testClient } from '../../../../test/http';
import { createLogger } from '../../../lib/logger';
import { AdminPasswordRequired, AdminPasswordTooWeak, bootstrapAdmin } from '../bootstrap-admin';
import { UserModel } from '../user.model';

const api = testClient();
const logger = createLogger('silent');
const EMAIL = 'office@harbour.example';

beforeEach(async () => {
  await UserModel.deleteMany({});
});

describe('bootstrapAdmin: the first admin from ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  it('when ADMIN_PASSWORD is strong, then the admin is created and signs in with it', async () => {
    const result = await bootstrapAdmin(EMAIL, 'harbour lights at dawn', logger);

    expect(result).toEqual({ email: EMAIL, created: true });
    const login = await api
      .post('/api/auth/login')
      .send({ email: EMAIL, password: 'harbour lights at dawn' });
    expect(login.body.user.role).toBe('admin');
  });

  it.each(['password1234', 'qwertyuiop123', 'aaaaaaaaaaaa'])(
    'when ADMIN_PASSWORD is %j (easily guessed), then start-up stops with the reason and nothing is created',
    async (weak) => {
      const attempt = bootstrapAdmin(EMAIL, weak, logger);

      await expect(attempt).rejects.toBeInstanceOf(AdminPasswordTooWeak);
      await expect(attempt).rejects.toThrow(
        /^ADMIN_PASSWORD is refused: Password is too easy to guess\./,
      );
      expect(await UserModel.countDocuments()).toBe(0);
    },
  );

  it('when there is no ADMIN_PASSWORD in production, then start-up stops naming it', async () => {
    await expect(
      bootstrapAdmin(EMAIL, undefined, logger, { mayGenerate: false }),
    ).rejects.toBeInstanceOf(AdminPasswordRequired);
    expect(await UserModel.countDocuments()).toBe(0);
  });

  it('when a password is generated (development), then it is strong enough to pass the rule and signs in', async () => {
    const { generatedPassword } = await bootstrapAdmin(EMAIL, undefined, logger);

    expect(generatedPassword).toMatch(/^[\w-]{16}$/);
    expect(await passwordWeakness(generatedPassword!)).toBeUndefined();
    const login = await api
      .post('/api/auth/login')
      .send({ email: EMAIL, password: generatedPassword });
    expect(login.status).toBe(200);
  });

  it('when an admin exists, then nothing changes, whatever the password', async () => {
    await bootstrapAdmin(EMAIL, 'harbour lights at dawn', logger);

    const again = await bootstrapAdmin('other@harbour.example', 'password1234', logger);

    expect(again).toEqual({ email: EMAIL, created: false });
    expect(await UserModel.countDocuments()).toBe(1);
  });
});
