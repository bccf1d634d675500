import { describe, expect, it } from 'vitest';
import { teamMemberInputSchema } from './team.schema';

const valid = { name: 'Dr. Asha Rao', role: 'IB Physics tutor' };

function messagesFor(input: unknown, field: string): string[] {
  const result = teamMemberInputSchema.safeParse(input);
  return (result.error?.issues ?? [])
    .filter((issue) => issue.path[0] === field)
    .map((issue) => issue.message);
}

describe('teamMemberInputSchema', () => {
  it('when name and role are given, then the member is accepted with empty optionals', () => {
    expect(teamMemberInputSchema.parse(valid)).toEqual({
      ...valid,
      bio: '',
      specialties: [],
      avatarImage: '',
      profileImage: '',
      imageUrl: '',
    });
  });

  it.each([undefined, '', '   '])('when the name is %j, then "Name is required."', (name) => {
    expect(messagesFor({ ...valid, name }, 'name')).toEqual(['Name is required.']);
  });

  it.each([undefined, '', '   '])('when the role is %j, then "Role is required."', (role) => {
    expect(messagesFor({ ...valid, role }, 'role')).toEqual(['Role is required.']);
  });

  it('when specialties are given, then they are trimmed', () => {
    const member = teamMemberInputSchema.parse({ ...valid, specialties: [' Physics ', 'Maths'] });
    expect(member.specialties).toEqual(['Physics', 'Maths']);
  });

  it('when an image is an inline data URL or a file URL, then it is kept', () => {
    const member = teamMemberInputSchema.parse({
      ...valid,
      avatarImage: 'data:image/jpeg;base64,/9j/4AAQ',
      profileImage: '/api/files/65a1b2c3d4e5f60718293a4b',
    });
    expect(member.avatarImage).toBe('data:image/jpeg;base64,/9j/4AAQ');
    expect(member.profileImage).toBe('/api/files/65a1b2c3d4e5f60718293a4b');
  });

  it('when an image is a script URL, then it is refused', () => {
    expect(messagesFor({ ...valid, avatarImage: 'javascript:alert(1)' }, 'avatarImage')).toEqual([
      'Image link is not allowed.',
    ]);
  });

  it.each([
    'java\tscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html;base64,PGI+eDwvYj4=',
    '//evil.example/x.png',
  ])('when an image is %j, then it is refused in every image field', (value) => {
    for (const field of ['avatarImage', 'profileImage', 'imageUrl']) {
      expect(messagesFor({ ...valid, [field]: value }, field)).toEqual([
        'Image link is not allowed.',
      ]);
    }
  });

  it('when an image is larger than any 2 MB photo could be as base64, then it is refused', () => {
    const huge = `data:image/jpeg;base64,${'A'.repeat(3_000_000)}`;
    expect(messagesFor({ ...valid, profileImage: huge }, 'profileImage')).toEqual([
      'Image is too large.',
    ]);
  });

  it('when the body carries an unknown key, then it is refused', () => {
    expect(teamMemberInputSchema.safeParse({ ...valid, salary: 1 }).success).toBe(false);
  });
});
