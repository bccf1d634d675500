import { beforeAll, describe, expect, it } from 'vitest';
import { createUserWithToken, testClient } from '../../../../test/http';
import { arrangeMondayNineBooking, NOW } from '../../bookings/__tests__/booking-fixtures';
import { uploadedFiles } from '../files.bucket';
import { PDF, uploaded } from './sample-files';

const api = testClient({ clock: () => NOW });
let admin: string;

beforeAll(async () => {
  admin = (await createUserWithToken('admin')).authorization;
});

const idOf = (url: string) => url.split('/').pop()!;
const usesOf = async (id: string) => {
  const listed = await api.get('/api/files').set('Authorization', admin);
  const file = (listed.body.files as { _id: string; usedBy: unknown[] }[]).find(
    (item) => item._id === id,
  );
  return file?.usedBy;
};

/**
 * The pinned file: a visitor mentions a leaked document's link in the public forms, hoping the
 * media library will refuse to delete it (409, "still used") and retention keep it for good.
 */
describe('a file mentioned by a visitor', () => {
  it('when a contact message mentions /api/files/<id>, then the file is not in use and the media library deletes it', async () => {
    const url = await uploaded(api, admin, PDF, 'leaked.pdf');
    const sent = await api.post('/api/contact').send({
      name: 'Mallory',
      course: `See https://site.example${url}`,
      message: `Keep ${url} and /api/files/${idOf(url)} forever`,
    });
    expect(sent.status).toBe(201);

    expect(await usesOf(idOf(url))).toEqual([]);
    const res = await api.delete(`/api/files/${idOf(url)}`).set('Authorization', admin);

    expect(res.status).toBe(204);
    expect(await uploadedFiles().countDocuments({ filename: 'leaked.pdf' })).toBe(0);
  });

  it('when a booking mentions the file, then it is not in use and the media library deletes it', async () => {
    const { booking } = await arrangeMondayNineBooking();
    const url = await uploaded(api, admin, PDF, 'handout.pdf');
    const booked = await api
      .post('/api/bookings')
      .send({ ...booking, message: `Pin ${url}`, name: url });
    expect(booked.status).toBe(201);

    expect(await usesOf(idOf(url))).toEqual([]);
    const res = await api.delete(`/api/files/${idOf(url)}`).set('Authorization', admin);

    expect(res.status).toBe(204);
  });
});
