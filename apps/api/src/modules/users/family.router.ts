import { familyEndpoint, familySchema, type Family, type FamilyEnrolment } from '@tutoring/shared';
import type { RouteTable } from '../../lib/http/route-table';
import { studentsOfFamily } from './family-students';

/**
 * The classes of a family's students, by student id (a student with none may be left out).
 * Enrolment lends it in routes.ts; users never import that module.
 */
export type EnrolmentsOfStudents = (
  studentIds: string[],
) => Promise<ReadonlyMap<string, FamilyEnrolment[]>>;

const noEnrolments: EnrolmentsOfStudents = async () => new Map();

/** GET /family: the signed-in family's students with their classes; invoices come with fees. */
export async function familyOf(
  familyId: string,
  enrolmentsOfStudents: EnrolmentsOfStudents,
): Promise<Family> {
  const students = await studentsOfFamily(familyId);
  const enrolments = students.length
    ? await enrolmentsOfStudents(students.map((student) => student._id))
    : new Map<string, FamilyEnrolment[]>();
  return {
    students: students.map((student) => ({
      ...student,
      enrolments: enrolments.get(student._id) ?? [],
    })),
    invoices: [],
  };
}

export function mountFamilyRoutes(
  table: RouteTable,
  { enrolmentsOfStudents = noEnrolments }: { enrolmentsOfStudents?: EnrolmentsOfStudents },
): void {
  table.route(
    {
      method: 'get',
      path: familyEndpoint.path,
      summary:
        "The signed-in family's students, each with their classes, next sessions, attendance and make-up credits; its invoices",
      access: 'family',
      status: 200,
      response: familySchema,
    },
    async (req, res) => {
      res.json(await familyOf(req.auth!.userId, enrolmentsOfStudents));
    },
  );
}
