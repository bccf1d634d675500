import { beforeEach, describe, expect, it } from 'vitest';
import { createUserWithToken, testClient } from '../../../../test/http';
import { deliverOutbox, linkIn, useMailServer } from '../../../../test/mail-server';
import { accountAccess } from '../../auth/account-access';
import { OutboxModel } from '../../outbox/outbox.model';
import { familyForGuardian, STAFF_ADDRESS } from '../family-accounts';
import { UserModel } from '../user.model';

const mail = useMailServer();
const ORIGIN = 'https://www.harbour.example';
const api = testClient({ publicOrigin: ORIGIN });
const context = { origin: ORIGIN, access: accountAccess };
const GUARDIAN = {
  guardianName: 'Meera Rao',
  email: 'Meera@Harbour.example',
  mobile: '+91 98450 00000',
};

beforeEach(async () => {
  await UserModel.deleteMany({});
});

describe('familyForGuardian: the family account an enrolment uses', () => {
  it('when the address is new, then a user account without a password is made and mailed a link that sets one and signs in', async () => {
    const family = await familyForGuardian(GUARDIAN, context);

    expect(family.created).toBe(true);
    const stored = await UserModel.findById(family.familyId).lean();
    expect(stored).toMatchObject({
      email: 'meera@harbour.example',
      name: 'Meera Rao',
      role: 'user',
    });
    expect(stored?.mobile).toBe('+91 98450 00000');
    expect(stored?.passwordHash).toBeUndefined();
    expect(await deliverOutbox(mail)).toBe(1);
    const welcome = mail.received[0];
    expect(welcome?.to).toEqual(['meera@harbour.example']);
    expect(welcome?.text).toContain('family account for you');
    expect(welcome?.text).toContain('with your enrolment');
    const token = linkIn(welcome, `${ORIGIN}/#/reset-password/`).split('/').pop();
    const newPassword = 'violet kettle drums';
    const reset = await api.post('/api/auth/reset-password').send({ token, newPassword });
    expect(reset.status).toBe(204);
    const login = await api
      .post('/api/auth/login')
      .send({ email: GUARDIAN.email, password: newPassword });
    expect(login.body.user).toMatchObject({ email: 'meera@harbour.example', role: 'user' });
  });

  it('when a family account has the address, then it is reused unrenamed, its mobile kept, and nothing is mailed', async () => {
    const first = await familyForGuardian(GUARDIAN, context);
    await OutboxModel.deleteMany({});

    const again = await familyForGuardian(
      { guardianName: 'Someone Else', email: ' MEERA@harbour.example ', mobile: '+1 555 0100' },
      context,
    );

    expect(again).toEqual({ familyId: first.familyId, created: false });
    const stored = await UserModel.findById(first.familyId).lean();
    expect(stored).toMatchObject({ name: 'Meera Rao', mobile: '+91 98450 00000' });
    expect(await OutboxModel.countDocuments()).toBe(0);
  });

  it('when a family without a mobile enrols again with one, then the mobile is kept', async () => {
    const { user } = await createUserWithToken('user');

    const family = await familyForGuardian(
      { guardianName: 'Sam', email: user.email, mobile: ' +44 20 7946 0000 ' },
      context,
    );

    expect(family).toEqual({ familyId: String(user._id), created: false });
    expect((await UserModel.findById(user._id).lean())?.mobile).toBe('+44 20 7946 0000');
  });

  it("when the address is a staff member's, then it is refused with 409 and the account is left as it was", async () => {
    const { user } = await createUserWithToken('admin');

    const refused = familyForGuardian({ ...GUARDIAN, email: user.email }, context);

    await expect(refused).rejects.toMatchObject({
      code: 'CONFLICT',
      status: 409,
      message: STAFF_ADDRESS,
    });
    const stored = await UserModel.findById(user._id).lean();
    expect(stored).toMatchObject({ role: 'admin', name: user.name });
    expect(stored?.mobile).toBeUndefined();
    expect(await OutboxModel.countDocuments()).toBe(0);
  });

  it('when two enrolments make the same new family at once, then one account is made, both get it, and one mail goes', async () => {
    const [one, two] = await Promise.all([
      familyForGuardian(GUARDIAN, context),
      familyForGuardian({ ...GUARDIAN, email: 'meera@harbour.example' }, context),
    ]);

    expect(one.familyId).toBe(two.familyId);
    expect([one.created, two.created].sort()).toEqual([false, true]);
    expect(await UserModel.countDocuments({ email: 'meera@harbour.example' })).toBe(1);
    expect(await OutboxModel.countDocuments({ to: 'meera@harbour.example' })).toBe(1);
  });

  it('when the guardian consents, then the consent is recorded with its time and notice version, and a later form without it keeps it', async () => {
    const now = new Date('2026-12-01T10:00:00.000Z');
    const family = await familyForGuardian({ ...GUARDIAN, consent: true }, { ...context, now });
    await familyForGuardian({ ...GUARDIAN, consent: false }, context);

    const stored = await UserModel.findById(family.familyId).lean();
    expect(stored?.consent).toMatchObject({ given: true, at: now.toISOString() });
    expect(typeof stored?.consent?.noticeVersion).toBe('string');
  });
});
