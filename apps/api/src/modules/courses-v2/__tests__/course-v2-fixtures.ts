/** A complete, valid v2 course body as the admin form sends it. */
export function courseV2Body(instructor: string, overrides: Record<string, unknown> = {}) {
  return {
    title: 'JEE Main & Advanced Physics',
    description: 'Concept-first Physics for JEE with timed problem sets.',
    image: '',
    videoUrl: '',
    examType: 'JEE',
    subjects: ['Mechanics', 'Optics'],
    features: ['Mock tests'],
    syllabusSummary: ['Kinematics'],
    highlights: ['IIT alumni'],
    duration: '1 year',
    mode: 'Small Group',
    price: { hourly: 40, package: 1800 },
    instructor,
    anyTutor: false,
    status: 'published',
    category: 'Engineering Entrance',
    featured: false,
    ...overrides,
  };
}
