import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { saveTeamMember } from '../api/team-member-writes';

const INPUT = {
  name: 'Mia Chen',
  role: 'SAT Coach',
  bio: '',
  specialties: ['SAT Math'],
  avatarImage: '',
  profileImage: '',
  imageUrl: '',
};
const stored = {
  _id: 'm9',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('saveTeamMember', () => {
  it('when a new photo goes along, then both images are uploaded first and their URLs saved', async () => {
    let uploads = 0;
    const fetchMock = mockFetch({
      'POST /api/uploads': async (_url, init) => {
        const file = (init.body as FormData).get('file') as File;
        uploads += 1;
        const id = file.name.replace('.jpg', '');
        return jsonResponse(
          { file: { id, url: `/api/files/${id}`, contentType: 'image/jpeg', size: file.size } },
          201,
        );
      },
      'POST /api/team': (_url, init) =>
        jsonResponse({ member: { ...JSON.parse(String(init.body)), ...stored } }, 201),
    });

    const member = await saveTeamMember({
      input: INPUT,
      photo: {
        avatar: new Blob(['a'], { type: 'image/jpeg' }),
        profile: new Blob(['pp'], { type: 'image/jpeg' }),
      },
    });

    expect(uploads).toBe(2);
    expect(member).toMatchObject({
      avatarImage: '/api/files/avatar',
      profileImage: '/api/files/profile',
    });
    expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('/api/team');
  });
});
