import { beforeAll, describe, expect, it } from 'vitest';
import { createUserWithToken, testClient } from '../../../../test/http';
import { Types } from 'mongoose';
import { CourseDetailModel } from '../../course-details/course-details.model';
import { TeamMemberModel } from '../../team/team.model';
import { dataUrl, JPEG, PDF, PNG } from './sample-files';

const api = testClient();
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

const member = { name: 'Dr. Rao', role: 'Physics' };

describe('files no item links to any more are removed', () => {
  it('when a team photo is replaced, then the old file is removed and the new one kept', async () => {
    const created = await api
      .post('/api/team')
      .set('Authorization', admin)
      .send({ ...member, avatarImage: dataUrl('image/png', PNG) });
    const oldPhoto = created.body.member.avatarImage as string;
    expect(await fileStatus(oldPhoto)).toBe(200);

    const replaced = await api
      .put(`/api/team/${created.body.member._id}`)
      .set('Authorization', admin)
      .send({ ...member, avatarImage: dataUrl('image/jpeg', JPEG) });

    expect(replaced.status).toBe(200);
    const newPhoto = replaced.body.member.avatarImage as string;
    expect(newPhoto).not.toBe(oldPhoto);
    expect(await fileStatus(oldPhoto)).toBe(404);
    expect(await fileStatus(newPhoto)).toBe(200);
  });

  it('when a team member is saved with the same photo, then it is kept', async () => {
    const created = await api
      .post('/api/team')
      .set('Authorization', admin)
      .send({ ...member, profileImage: dataUrl('image/png', PNG) });
    const photo = created.body.member.profileImage as string;

    await api
      .put(`/api/team/${created.body.member._id}`)
      .set('Authorization', admin)
      .send({ ...member, bio: 'Now with a bio', profileImage: photo });

    expect(await fileStatus(photo)).toBe(200);
  });

  it('when a resource is deleted, then its uploaded file is removed', async () => {
    const file = await upload(PDF, 'handout.pdf');
    const id = await createResource(file);

    const res = await api.delete(`/api/resources/${id}`).set('Authorization', admin);

    expect(res.status).toBe(204);
    expect(await fileStatus(file)).toBe(404);
  });

  it('when another item still links to the file, in any collection and spelling, then it is kept until the last link goes', async () => {
    const file = await upload(PNG, 'shared.png');
    const first = await createResource(file);
    const second = await createResource(`${file}?v=2`);
    const holder = await TeamMemberModel.create({ ...member, imageUrl: `${file}#photo` });

    await api.delete(`/api/resources/${first}`).set('Authorization', admin);
    expect(await fileStatus(file)).toBe(200);
    await api.delete(`/api/resources/${second}`).set('Authorization', admin);
    expect(await fileStatus(file)).toBe(200);
    await api.delete(`/api/team/${String(holder._id)}`).set('Authorization', admin);
    expect(await fileStatus(file)).toBe(404);
  });

  it('when a course loses its uploaded image, then the image is removed', async () => {
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
    expect(created.status).toBe(201);

    const replaced = await api
      .put(`/api/coursesv2/${created.body.course._id}`)
      .set('Authorization', admin)
      .send({ ...course, image: '' });

    expect(replaced.status).toBe(200);
    expect(await fileStatus(image)).toBe(404);
  });

  it('when a link points at another site, then nothing of ours is touched', async () => {
    const file = await upload(PDF, 'keep.pdf');
    const id = await createResource(`https://elsewhere.example${file}`);

    await api.delete(`/api/resources/${id}`).set('Authorization', admin);

    expect(await fileStatus(file)).toBe(200);
  });

  it('when a collection that declares no links still mentions the file, even deep in a list, then it is kept', async () => {
    const file = await upload(PDF, 'worksheet.pdf');
    const id = await createResource(file);
    await CourseDetailModel.create({
      courseId: new Types.ObjectId(),
      totalDuration: 1,
      modules: [{ title: 'Week 1', duration: 1, resources: [`Worksheet: ${file}`] }],
    });

    await api.delete(`/api/resources/${id}`).set('Authorization', admin);

    expect(await fileStatus(file)).toBe(200);
  });
});
