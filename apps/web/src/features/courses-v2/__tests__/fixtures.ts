import type { CourseV2, TeamMember } from '@tutoring/shared';
import { makeTeamMember } from '../../../test/team-member-fixture';

export const TUTOR_ID = '6b0403a61d0ed3786b2e21ec';

export function makeCourseV2(overrides: Partial<CourseV2> = {}): CourseV2 {
  return {
    _id: '6b0403a61d0ed3786b2e2218',
    title: 'IB Mathematics HL',
    slug: 'ib-mathematics-hl',
    formerSlugs: [],
    metaDescription: '',
    description: 'Calculus, proof and exam technique.',
    image: '',
    videoUrl: '',
    examType: 'IB',
    subjects: ['Calculus'],
    features: ['Weekly past papers'],
    syllabusSummary: ['Number and algebra', 'Functions'],
    highlights: [],
    duration: '2 years',
    mode: 'One-on-One',
    price: { hourly: 85, package: 2400 },
    instructor: { _id: TUTOR_ID, name: 'Dr. Anika Sharma' },
    anyTutor: false,
    status: 'published',
    category: 'Mathematics',
    featured: false,
    place: { kind: 'in-person', link: '', address: '' },
    featuredRank: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** n courses with distinct ids and titles "Course 1", "Course 2", … */
export function makeCourses(n: number): CourseV2[] {
  return Array.from({ length: n }, (_, i) =>
    makeCourseV2({
      _id: `6b0403a61d0ed3786b2e22${String(i).padStart(2, '0')}`,
      title: `Course ${i + 1}`,
    }),
  );
}

export function makeTutor(overrides: Partial<TeamMember> = {}): TeamMember {
  return makeTeamMember({
    _id: TUTOR_ID,
    role: 'Maths tutor',
    bio: '',
    specialties: [],
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  });
}
