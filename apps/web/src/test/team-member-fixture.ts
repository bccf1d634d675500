import type { TeamMember } from '@tutoring/shared';

/** A team member as GET /api/team answers one: Dr. Anika Sharma unless told otherwise. */
export function makeTeamMember(overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    _id: 'm1',
    name: 'Dr. Anika Sharma',
    role: 'IB Mathematics Lead',
    bio: 'Twelve years of IB Mathematics.',
    specialties: ['Calculus', 'Statistics', 'Exam Strategy'],
    avatarImage: '',
    profileImage: '',
    imageUrl: '',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
