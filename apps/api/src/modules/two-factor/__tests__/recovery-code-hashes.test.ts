import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TwoFactorModel } from '../two-factor.model';
import { enrolledStaff, passwordStep, twoFactorClient } from './two-factor-fixtures';

const api = twoFactorClient();

/** A recovery code's plain SHA-256, as codes were stored before keyed hashes. */
const plainHash = (code: string) =>
  createHash('sha256').update(code.replace('-', '')).digest('hex');

describe('stored recovery codes', () => {
  it('when codes are handed out, then what is stored is keyed: no plain hash of a code is in the database', async () => {
    const staff = await enrolledStaff(api);

    const stored = (await TwoFactorModel.findById(staff.user._id).lean())!.recoveryCodes;

    expect(stored).toHaveLength(10);
    for (const code of staff.recoveryCodes) expect(stored).not.toContain(plainHash(code));
  });

  it('when a code was stored as a plain hash before keyed hashes, then it still signs in once and is then gone', async () => {
    const staff = await enrolledStaff(api);
    const oldCode = 'abcde-fghij';
    await TwoFactorModel.updateOne(
      { _id: staff.user._id },
      { $set: { recoveryCodes: [plainHash(oldCode)] } },
    );
    const signIn = async () =>
      api
        .post('/api/auth/login/2fa')
        .send({ mfaToken: await passwordStep(api, staff.user.email), code: oldCode });

    const first = await signIn();
    const again = await signIn();

    expect(first.status).toBe(200);
    expect(again.status).toBe(401);
    expect((await TwoFactorModel.findById(staff.user._id).lean())!.recoveryCodes).toEqual([]);
  });
});
