import type { CourseDetail, CourseV1, TeamMember } from '@tutoring/shared';

export const TUTOR_ID = '6b0403a61d0ed3786b2e21ec';
const DAY_MS = 24 * 60 * 60 * 1000;

export const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

export function makeCourse(overrides: Partial<CourseV1> = {}): CourseV1 {
  return {
    _id: 'c1',
    title: 'Python for Data Science',
    slug: 'python-for-data-science',
    formerSlugs: [],
    metaDescription: '',
    tagline: 'From spreadsheets to models',
    category: 'Data Science',
    description: 'Learn Python and pandas.',
    longDescription: '',
    curriculum: ['Python basics', 'pandas'],
    price: 249.99,
    duration: 24,
    instructor: { _id: TUTOR_ID, name: 'Dr. Anika Sharma' },
    imageUrl: '',
    thumbnail: '',
    videoUrl: '',
    createdAt: daysAgo(30),
    updatedAt: daysAgo(30),
    ...overrides,
  };
}

export function makeDetail(overrides: Partial<CourseDetail> = {}): CourseDetail {
  return {
    _id: 'd1',
    courseId: '6b0403a61d0ed3786b2e21f4',
    overview: 'Hands-on Python for data analysis.',
    prerequisites: ['School algebra'],
    learningOutcomes: ['O1', 'O2', 'O3', 'O4', 'O5'],
    technologies: ['pandas'],
    skillLevel: 'Intermediate',
    certification: true,
    totalDuration: 13.5,
    modules: [
      {
        title: 'Foundations',
        description: 'Variables and loops.',
        duration: 6,
        topics: ['Data types'],
        learningObjectives: ['Write functions'],
        assignments: ['Practice set'],
        resources: ['Notes (PDF)'],
      },
      {
        title: 'Working with pandas',
        description: 'DataFrames.',
        duration: 7.5,
        topics: ['Group-by'],
        learningObjectives: [],
        assignments: [],
        resources: [],
      },
    ],
    createdAt: daysAgo(30),
    updatedAt: daysAgo(30),
    ...overrides,
  };
}

export function makeTutor(): TeamMember {
  return {
    _id: TUTOR_ID,
    name: 'Dr. Anika Sharma',
    role: 'Tutor',
    bio: '',
    specialties: [],
    avatarImage: '',
    profileImage: '',
    imageUrl: '',
    createdAt: daysAgo(30),
    updatedAt: daysAgo(30),
  };
}
