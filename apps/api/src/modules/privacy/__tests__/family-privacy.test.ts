import { describe, expect, it } from 'vitest';
import { createUserWithToken, testClient } from '../../../../test/http';
import { accountAccess } from '../../auth/account-access';
import { familyForGuardian } from '../../users/family-accounts';
import { studentOfFamily, studentsOfFamily } from '../../users/family-students';
import { UserModel } from '../../users/user.model';

const api = testClient();
const MEERA = 'meera@example.com';

/** A family made by an enrolment form, with two children, and the admin who answers for it. */
async function arrangeFamily() {
  const { familyId } = await familyForGuardian(
    { guardianName: 'Meera Rao', email: MEERA, mobile: '+91 98450 00000', consent: true },
    { origin: '', access: accountAccess },
  );
  await studentOfFamily(familyId, { studentName: 'Anya Rao' });
  await studentOfFamily(familyId, { studentName: 'Vikram Rao' });
  const { authorization } = await createUserWithToken('admin');
  return { familyId, admin: authorization };
}

describe("a family's students in the privacy tools", () => {
  it("when an admin exports a guardian's data, then the account holds their students, mobile and consent", async () => {
    const { admin } = await arrangeFamily();

    const res = await api
      .get('/api/privacy/export')
      .query({ email: MEERA })
      .set('Authorization', admin);

    expect(res.status).toBe(200);
    const { account } = res.body.person;
    expect(account.students.map((student: { name: string }) => student.name)).toEqual([
      'Anya Rao',
      'Vikram Rao',
    ]);
    expect(account).toMatchObject({ mobile: '+91 98450 00000', consent: { given: true } });
  });

  it('when an admin erases a guardian, then their students, mobile and consent go with the account', async () => {
    const { familyId, admin } = await arrangeFamily();

    const res = await api
      .post('/api/privacy/erase')
      .set('Authorization', admin)
      .send({ email: MEERA });

    expect(res.body.erased.accounts).toBe(1);
    expect(await studentsOfFamily(familyId)).toEqual([]);
    const stored = await UserModel.findById(familyId).lean();
    expect(stored?.mobile).toBeUndefined();
    expect(stored?.consent).toBeUndefined();
    expect(JSON.stringify(stored)).not.toMatch(/meera|anya|vikram/i);
  });
});
