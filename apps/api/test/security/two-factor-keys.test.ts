import supertest from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp, siteListener, type AppConfig } from '../../src/app';
import { GENEROUS_LIMITS, TEST_JWT_SECRET } from '../http';
import { resealTwoFactorSeeds } from '../../src/modules/two-factor/seed-resealing';
import { twoFactorKeysFrom, type TwoFactorKeys } from '../../src/modules/two-factor/seed-keys';
import { TwoFactorModel } from '../../src/modules/two-factor/two-factor.model';
import {
  enrolledStaff,
  NOW,
  passwordStep,
  totpCode,
} from '../../src/modules/two-factor/__tests__/two-factor-fixtures';

/**
 * Second-factor seeds are sealed with TWO_FACTOR_KEY, not with JWT_SECRET: rotating the
 * signing key after a leak leaves every authenticator working, and the seed key itself can
 * be rotated (previous keys are still read, and seeds are sealed again under the current one).
 */
const NEW_JWT_SECRET = 'a-new-signing-secret-after-the-old-one-leaked-0123456789';
const KEY = 'two-factor-key-0123456789abcdef0123456789abcdef';
const NEXT_KEY = 'two-factor-key-fedcba9876543210fedcba9876543210';

function api(jwtSecret: string, twoFactorKeys?: TwoFactorKeys) {
  // The fixtures' pinned clock: a code made for the server's step is never a step behind.
  const config: AppConfig = {
    jwtSecret,
    rateLimits: GENEROUS_LIMITS,
    responseCache: false,
    clock: () => NOW,
  };
  return supertest(siteListener(createApp({ ...config, ...(twoFactorKeys && { twoFactorKeys }) })));
}

/** The whole sign-in on `site`: password, then the app's code; the session it opens works. */
async function signInWithCode(site: ReturnType<typeof api>, email: string, secret: string) {
  const mfaToken = await passwordStep(site, email);
  const res = await site.post('/api/auth/login/2fa').send({ mfaToken, code: totpCode(secret) });
  if (res.status !== 200) return res.status;
  return (await site.get('/api/auth/me').set('Authorization', `Bearer ${res.body.token}`)).status;
}

describe('the key second-factor seeds are sealed with', () => {
  // The start re-seals every seed in the database: each test counts only its own.
  beforeEach(async () => {
    await TwoFactorModel.deleteMany({});
  });

  it('when JWT_SECRET is rotated while TWO_FACTOR_KEY stays, then codes from the app still sign in', async () => {
    const staff = await enrolledStaff(api(TEST_JWT_SECRET, { current: KEY, previous: [] }));

    const rotated = api(NEW_JWT_SECRET, { current: KEY, previous: [] });

    expect(await signInWithCode(rotated, staff.user.email, staff.secret)).toBe(200);
  });

  it('when TWO_FACTOR_KEY is set on a site whose seeds JWT_SECRET sealed, then they still open and new ones take the key', async () => {
    const before = await enrolledStaff(api(TEST_JWT_SECRET));

    const keys = twoFactorKeysFrom({ twoFactorKey: KEY, jwtSecret: TEST_JWT_SECRET });
    const withKey = api(TEST_JWT_SECRET, keys);
    const after = await enrolledStaff(withKey);

    expect(await signInWithCode(withKey, before.user.email, before.secret)).toBe(200);
    const onlyTheKey = api(NEW_JWT_SECRET, { current: KEY, previous: [] });
    expect(await signInWithCode(onlyTheKey, after.user.email, after.secret)).toBe(200);
  });

  it('when the start re-seals under TWO_FACTOR_KEY, then neither the old JWT_SECRET nor a previous key is needed', async () => {
    const staff = await enrolledStaff(api(TEST_JWT_SECRET));
    const before = await TwoFactorModel.findById(staff.user._id).lean();

    const first = await resealTwoFactorSeeds({ current: KEY, previous: [TEST_JWT_SECRET] });
    const again = await resealTwoFactorSeeds({ current: KEY, previous: [TEST_JWT_SECRET] });

    expect(first).toEqual({ resealed: 1, unreadable: 0 });
    expect(again).toEqual({ resealed: 0, unreadable: 0 });
    const after = await TwoFactorModel.findById(staff.user._id).lean();
    expect(after?.secret).not.toBe(before?.secret);
    const onlyTheKey = api(NEW_JWT_SECRET, { current: KEY, previous: [] });
    expect(await signInWithCode(onlyTheKey, staff.user.email, staff.secret)).toBe(200);
  });

  it('when TWO_FACTOR_KEY is rotated with the old one kept as previous, then the start moves every seed to the new one', async () => {
    const staff = await enrolledStaff(api(TEST_JWT_SECRET, { current: KEY, previous: [] }));

    const moved = await resealTwoFactorSeeds({ current: NEXT_KEY, previous: [KEY] });

    expect(moved).toEqual({ resealed: 1, unreadable: 0 });
    const onlyTheNewKey = api(TEST_JWT_SECRET, { current: NEXT_KEY, previous: [] });
    expect(await signInWithCode(onlyTheNewKey, staff.user.email, staff.secret)).toBe(200);
  });

  it('when no configured key opens a seed, then the start counts it and leaves it as it was', async () => {
    const staff = await enrolledStaff(api(TEST_JWT_SECRET, { current: KEY, previous: [] }));
    const before = await TwoFactorModel.findById(staff.user._id).lean();

    const result = await resealTwoFactorSeeds({ current: NEXT_KEY, previous: [] });

    expect(result).toEqual({ resealed: 0, unreadable: 1 });
    expect((await TwoFactorModel.findById(staff.user._id).lean())?.secret).toBe(before?.secret);
  });

  it('when TWO_FACTOR_KEY is unset, then seeds are sealed with JWT_SECRET as before, and with it set JWT_SECRET is only read', () => {
    expect(twoFactorKeysFrom({ jwtSecret: TEST_JWT_SECRET })).toEqual({
      current: TEST_JWT_SECRET,
      previous: [],
    });
    expect(
      twoFactorKeysFrom({ twoFactorKey: KEY, previousKeys: [NEXT_KEY], jwtSecret: 'j'.repeat(32) }),
    ).toEqual({ current: KEY, previous: [NEXT_KEY, 'j'.repeat(32)] });
  });
});
