import { describe, expect, it } from 'vitest';
import { createUserWithToken } from '../../../../test/http';
import { familyOfStudent, studentOfFamily, studentsOfFamily } from '../family-students';

const newFamily = async () => String((await createUserWithToken('user')).user._id);

describe('studentOfFamily: the student an enrolment is for', () => {
  it('when a name is new to the family, then a student is added with it, spaces tidied', async () => {
    const family = await newFamily();

    const student = await studentOfFamily(family, { studentName: '  Anya   Rao ' });

    expect(student).toEqual({ _id: expect.stringMatching(/^[a-f0-9]{24}$/), name: 'Anya Rao' });
    expect(await studentsOfFamily(family)).toEqual([student]);
  });

  it('when the name is a student of the family in other case or spacing, then that student is reused', async () => {
    const family = await newFamily();
    const anya = await studentOfFamily(family, { studentName: 'Anya Rao' });

    const again = await studentOfFamily(family, { studentName: ' anya  RAO' });

    expect(again).toEqual(anya);
    expect(await studentsOfFamily(family)).toHaveLength(1);
  });

  it('when another name is given, then the family has a second student', async () => {
    const family = await newFamily();
    await studentOfFamily(family, { studentName: 'Anya Rao' });

    await studentOfFamily(family, { studentName: 'Vikram Rao' });

    expect((await studentsOfFamily(family)).map((one) => one.name)).toEqual([
      'Anya Rao',
      'Vikram Rao',
    ]);
  });

  it('when the same new child is enrolled twice at once, then they are added once', async () => {
    const family = await newFamily();

    const [one, two] = await Promise.all([
      studentOfFamily(family, { studentName: 'Anya Rao' }),
      studentOfFamily(family, { studentName: 'ANYA RAO' }),
    ]);

    expect(one).toEqual(two);
    expect(await studentsOfFamily(family)).toHaveLength(1);
  });

  it("when a student id is the family's own, then that student is answered", async () => {
    const family = await newFamily();
    const anya = await studentOfFamily(family, { studentName: 'Anya Rao' });

    expect(await studentOfFamily(family, { studentId: anya._id })).toEqual(anya);
  });

  it("when a student id is another family's, unknown or malformed, then 404", async () => {
    const [ours, theirs] = [await newFamily(), await newFamily()];
    const their = await studentOfFamily(theirs, { studentName: 'Anya Rao' });

    for (const studentId of [their._id, 'f'.repeat(24), 'not-an-id']) {
      await expect(studentOfFamily(ours, { studentId })).rejects.toMatchObject({ status: 404 });
    }
  });

  it('when the name is blank, then 400 naming studentName', async () => {
    const family = await newFamily();

    await expect(studentOfFamily(family, { studentName: '   ' })).rejects.toMatchObject({
      status: 400,
      details: [{ path: 'studentName', message: 'Student name is required.' }],
    });
  });

  it('when asked whose a student is, then the family answers, and nobody for an unknown id', async () => {
    const family = await newFamily();
    const anya = await studentOfFamily(family, { studentName: 'Anya Rao' });

    expect(await familyOfStudent(anya._id)).toBe(family);
    expect(await familyOfStudent('f'.repeat(24))).toBeUndefined();
    expect(await familyOfStudent('nope')).toBeUndefined();
  });
});
