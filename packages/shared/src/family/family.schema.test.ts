import { describe, expect, it } from 'vitest';
import { familySchema, studentNameSchema } from './family.schema';

describe('family schemas', () => {
  it('when a family page answer has a student with a class, then it parses as is', () => {
    const family = {
      students: [
        {
          _id: 's1',
          name: 'Anya Rao',
          enrolments: [
            {
              _id: 'e1',
              batch: {
                _id: 'b1',
                title: 'Saturday mornings',
                course: { _id: 'c1', title: 'IB Physics HL' },
                timeZone: 'Asia/Kolkata',
              },
              status: 'awaiting-payment',
              nextSessions: [
                { _id: 'x1', start: '2026-12-12T04:30:00.000Z', end: '2026-12-12T06:00:00.000Z' },
              ],
              attendance: { present: 2, absent: 0, excused: 1 },
              credits: [{ _id: 'k1', expiresAt: '2027-02-01T18:30:00.000Z', usedFor: null }],
            },
          ],
        },
      ],
      invoices: [],
    };

    expect(familySchema.parse(family)).toEqual(family);
  });

  it('when an enrolment has an unknown status, then it is refused', () => {
    const student = { _id: 's1', name: 'A', enrolments: [{ status: 'paused' }] };

    expect(familySchema.safeParse({ students: [student], invoices: [] }).success).toBe(false);
  });

  it('when a student name is blank or too long, then it says so', () => {
    expect(studentNameSchema.safeParse('  ').error?.issues[0]?.message).toBe(
      'Student name is required.',
    );
    expect(studentNameSchema.safeParse('x'.repeat(101)).error?.issues[0]?.message).toBe(
      'Student name must be at most 100 characters.',
    );
    expect(studentNameSchema.parse('  Anya ')).toBe('Anya');
  });
});
