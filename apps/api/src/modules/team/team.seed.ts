import type { TeamMemberInput } from '@tutoring/shared';

/**
 * Four demo tutors for a fresh install; their portraits are made (never fetched: docs/API.md
 * section 6) and added as they are stored. teamMemberStore validates each one.
 */
export function demoTeamMembers(): TeamMemberInput[] {
  return [
    {
      name: 'Dr. Anika Sharma',
      role: 'IB Mathematics Lead',
      bio: 'Anika has taught IB Mathematics: Analysis and Approaches for twelve years and has examined HL papers. She helps students turn internal assessments into confident, well-structured explorations.',
      specialties: ['IB Math AA HL', 'Calculus', 'Internal Assessment', 'Exam Strategy'],
      avatarImage: '',
      profileImage: '',
      imageUrl: '',
    },
    {
      name: 'Marcus Whitfield',
      role: 'Physics & Chemistry Tutor',
      bio: 'A former research chemist, Marcus teaches IGCSE and AP sciences through experiments students can picture. He focuses on the reasoning behind each formula rather than memorisation.',
      specialties: ['AP Physics 1', 'IGCSE Chemistry', 'Lab Reports'],
      avatarImage: '',
      profileImage: '',
      imageUrl: '',
    },
    {
      name: 'Priya Raghavan',
      role: 'JEE & NEET Coach',
      bio: 'Priya has coached more than 300 students for JEE Main, JEE Advanced and NEET. Her timed problem sets and weekly mock reviews build speed without sacrificing accuracy.',
      specialties: [
        'JEE Advanced Physics',
        'NEET Biology',
        'Organic Chemistry',
        'Mock Test Review',
        'Time Management',
      ],
      avatarImage: '',
      profileImage: '',
      imageUrl: '',
    },
    {
      name: 'Elena Costa',
      role: 'SAT & English Writing Mentor',
      bio: 'Elena prepares students for the digital SAT and for IB English essays. She is known for clear feedback on structure and argument, and for calm, well-paced sessions.',
      specialties: ['Digital SAT', 'IB English A', 'Essay Writing', 'Reading Comprehension'],
      avatarImage: '',
      profileImage: '',
      imageUrl: '',
    },
  ];
}
