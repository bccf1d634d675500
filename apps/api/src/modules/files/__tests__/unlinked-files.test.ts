import { beforeAll, describe, expect, it } from 'vitest';
import { Types } from 'mongoose';
import { RELEASED_FILE_RETENTION_DAYS } from '@tutoring/shared';
import { createUserWithToken, testClient } from '../../../../test/http';
import { CourseDetailModel } from '../../course-details/course-details.model';
import { TeamMemberModel } from '../../team/team.model';
import { toFileId, uploadedFiles } from '../files.bucket';
import { dataUrl, JPEG, PDF, PNG } from './sample-files';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The app's clock: tests move it on instead of waiting. */
let now = new Date('2025-03-01T09:00:00.000Z');
const api = testClient({ clock: () => now });
let admin: string;

beforeAll(async () => {
  admin = (await createUserWithToken('admin')).authorization;
});

async function upload(bytes: Buffer, filename: string): Promise<string> {
  const res = await api.post('/api/uploads').set('Authorization', admin).attach('file', bytes, {
    filename,
  });
  expect(res.status).toBe(201);
  return res.body.file.url as string;
}

/** The status GET answers for a file URL (with any query or fragment dropped). */
const fileStatus = async (url: string) => (await api.get(url.replace(/[?#].*$/, ''))).status;

/** When a write let go of the file (its mark), or undefined when it is not marked. */
async function releasedAt(url: string): Promise<Date | undefined> {
  const id = toFileId(
    url
      .replace(/[?#].*$/, '')
      .split('/')
      .pop()!,
  );
  const file = await uploadedFiles().findOne({ _id: id });
  return (file?.metadata as { releasedAt?: Date } | undefined)?.releasedAt;
}

/** Moves the clock on by `days` and uploads something: uploads prune released files. */
async function laterByDays(days: number): Promise<void> {
  now = new Date(now.getTime() + days * DAY_MS);
  await upload(PNG, 'another.png');
}

const resource = (fileUrl: string) => ({
  title: `Handout ${Math.random()}`,
  fileUrl,
  fileType: 'PDF',
  category: 'General',
  type: 'document',
});

async function createResource(fileUrl: string): Promise<string> {
  const res = await api.post('/api/resources').set('Authorization', admin).send(resource(fileUrl));
  expect(res.status).toBe(201);
  return res.body.resource._id as string;
}

const deleteResource = (id: string) =>
  api.delete(`/api/resources/${id}`).set('Authorization', admin);

const member = { name: 'Dr. Rao', role: 'Physics' };

describe('files a write lets go of are kept for the retention window, then removed', () => {
  it('when a team photo is replaced, then the old file is marked released and still served', async () => {
    const created = await api
      .post('/api/team')
      .set('Authorization', admin)
      .send({ ...member, avatarImage: dataUrl('image/png', PNG) });
    const oldPhoto = created.body.member.avatarImage as string;

    const replaced = await api
      .put(`/api/team/${created.body.member._id}`)
      .set('Authorization', admin)
      .send({ ...member, avatarImage: dataUrl('image/jpeg', JPEG) });

    expect(replaced.status).toBe(200);
    const newPhoto = replaced.body.member.avatarImage as string;
    expect(await releasedAt(oldPhoto)).toEqual(now);
    expect(await fileStatus(oldPhoto)).toBe(200);
    expect(await releasedAt(newPhoto)).toBeUndefined();
  });

  it('when a team member is saved with the same photo, then it is not marked', async () => {
    const created = await api
      .post('/api/team')
      .set('Authorization', admin)
      .send({ ...member, profileImage: dataUrl('image/png', PNG) });
    const photo = created.body.member.profileImage as string;

    await api
      .put(`/api/team/${created.body.member._id}`)
      .set('Authorization', admin)
      .send({ ...member, bio: 'Now with a bio', profileImage: photo });

    expect(await releasedAt(photo)).toBeUndefined();
  });

  it('when a deleted resource’s file stays unlinked, then it is there through the window and gone after it', async () => {
    const file = await upload(PDF, 'handout.pdf');
    expect((await deleteResource(await createResource(file))).status).toBe(204);

    await laterByDays(RELEASED_FILE_RETENTION_DAYS - 1);
    expect(await fileStatus(file)).toBe(200);
    await laterByDays(1);
    expect(await fileStatus(file)).toBe(404);
  });

  it('when a released file is linked again, then its mark is cleared and it outlives the window', async () => {
    const file = await upload(PDF, 'reused.pdf');
    await deleteResource(await createResource(file));
    expect(await releasedAt(file)).toBeDefined();

    await createResource(file);
    await laterByDays(RELEASED_FILE_RETENTION_DAYS + 1);

    expect(await releasedAt(file)).toBeUndefined();
    expect(await fileStatus(file)).toBe(200);
  });

  it('when an item that declares no links mentions a released file by the time it is due, then it is kept and unmarked', async () => {
    const file = await upload(PDF, 'worksheet.pdf');
    await deleteResource(await createResource(file));
    await CourseDetailModel.create({
      courseId: new Types.ObjectId(),
      totalDuration: 1,
      modules: [{ title: 'Week 1', duration: 1, resources: [`Worksheet: ${file}`] }],
    });

    await laterByDays(RELEASED_FILE_RETENTION_DAYS + 1);

    expect(await fileStatus(file)).toBe(200);
    expect(await releasedAt(file)).toBeUndefined();
  });

  it('when another item still links to the file, in any collection and spelling, then it is marked only once the last link goes', async () => {
    const file = await upload(PNG, 'shared.png');
    const first = await createResource(file);
    const second = await createResource(`${file}?v=2`);
    const holder = await TeamMemberModel.create({ ...member, imageUrl: `${file}#photo` });

    await deleteResource(first);
    await deleteResource(second);
    expect(await releasedAt(file)).toBeUndefined();
    await api.delete(`/api/team/${String(holder._id)}`).set('Authorization', admin);
    expect(await releasedAt(file)).toBeDefined();
  });

  it('when a course loses its uploaded image, then the image is marked released', async () => {
    const image = await upload(PNG, 'course.png');
    const instructor = String((await TeamMemberModel.create(member))._id);
    const course = {
      title: 'SAT Maths',
      description: 'Two months to a higher score.',
      instructor,
      examType: 'SAT',
      image,
    };
    const created = await api.post('/api/coursesv2').set('Authorization', admin).send(course);

    await api
      .put(`/api/coursesv2/${created.body.course._id}`)
      .set('Authorization', admin)
      .send({ ...course, image: '' });

    expect(await releasedAt(image)).toBeDefined();
  });

  it('when a link points at another site, then our file it mentions is not touched', async () => {
    const file = await upload(PDF, 'keep.pdf');
    const id = await createResource(`https://elsewhere.example${file}`);

    await deleteResource(id);

    expect(await releasedAt(file)).toBeUndefined();
  });

  it('when a collection that declares no links still mentions the file, even deep in a list, then it is not marked', async () => {
    const file = await upload(PDF, 'notes.pdf');
    const id = await createResource(file);
    await CourseDetailModel.create({
      courseId: new Types.ObjectId(),
      totalDuration: 1,
      modules: [{ title: 'Week 1', duration: 1, resources: [`Notes: ${file}`] }],
    });

    await deleteResource(id);

    expect(await releasedAt(file)).toBeUndefined();
  });
});
