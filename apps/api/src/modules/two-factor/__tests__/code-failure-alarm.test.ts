import { beforeEach, describe, expect, it } from 'vitest';
import { deliverOutbox, useMailServer } from '../../../../test/mail-server';
import { OutboxModel } from '../../outbox/outbox.model';
import { enrolledStaff, passwordStep, twoFactorClient } from './two-factor-fixtures';

const mail = useMailServer();
const api = twoFactorClient({ trustProxy: ['loopback'] });

/** A wrong code in a sign-in's second step, from an address of its own each time. */
let counter = 0;
const wrongCode = (mfaToken: string) =>
  api
    .post('/api/auth/login/2fa')
    .set('X-Forwarded-For', `203.0.113.${(counter += 1)}`)
    .send({ mfaToken, code: 'zzzzz-zzzzz' });

/** The mails delivered to the address about wrong codes. */
async function alarmsTo(email: string) {
  await deliverOutbox(mail);
  return mail.received.filter(
    (received) => received.to.includes(email) && received.text.includes('wrong two-factor codes'),
  );
}

beforeEach(async () => {
  await OutboxModel.deleteMany({});
  mail.received.length = 0;
});

describe('wrong second-factor codes', { timeout: 120_000 }, () => {
  it('when wrong codes are sent three times, then the owner is mailed once; more wrong codes in the same burst send nothing more', async () => {
    const staff = await enrolledStaff(api);
    const mfaToken = await passwordStep(api, staff.user.email);

    for (let i = 0; i < 2; i += 1) expect((await wrongCode(mfaToken)).status).toBe(401);
    const beforeThird = await alarmsTo(staff.user.email);
    await wrongCode(mfaToken);
    const afterThird = await alarmsTo(staff.user.email);
    for (let i = 0; i < 3; i += 1) await wrongCode(mfaToken);
    const afterSix = await alarmsTo(staff.user.email);

    expect(beforeThird).toHaveLength(0);
    expect(afterThird).toHaveLength(1);
    expect(afterThird[0]!.text).toContain('change it now');
    expect(afterSix).toHaveLength(1);
  });
});
