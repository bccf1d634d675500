import { describe, expect, it } from 'vitest';
import { testClient } from '../../../../test/http';
import { AboutContentModel } from '../../about-content/about-content.model';
import { TeamMemberModel } from '../../team/team.model';
import { entryIdOf, restoreSuite } from './restore-fixtures';

const api = testClient();
const { restore, as } = restoreSuite(api);

describe('restoring each kind of item', () => {
  it("when a lead's status change is restored, then its status and notes are back", async () => {
    const sent = await api.post('/api/contact').send({ name: 'Meera', course: 'IB Chemistry' });
    const id = sent.body.contactMessage._id as string;
    await as(api.patch(`/api/contact/${id}`)).send({ status: 'contacted', notes: 'Called.' });

    const res = await restore(await entryIdOf(id, 'status-change'));

    expect(res.status).toBe(200);
    const [lead] = (await as(api.get('/api/contact'))).body.messages;
    expect(lead).toMatchObject({ _id: id, status: 'new', notes: '' });
  });

  it('when a change of the site settings is restored, then the old settings are served', async () => {
    await as(api.put('/api/settings/site')).send({ name: 'Harbour Lights', tagline: 'Since 2010' });
    await as(api.put('/api/settings/site')).send({ name: 'Harbour Lights Academy' });

    const res = await restore(await entryIdOf('site', 'update', 2));

    expect(res.status).toBe(200);
    expect((await api.get('/api/settings/site')).body.site).toMatchObject({
      name: 'Harbour Lights',
      tagline: 'Since 2010',
    });
  });

  it('when the first save of About Us is restored, then About Us reads empty again', async () => {
    await as(api.put('/api/content/about-us')).send({ history: 'Founded in 2010.', values: [] });

    const res = await restore(await entryIdOf('about-us', 'update'));

    expect(res.status).toBe(200);
    expect(await AboutContentModel.exists({ _id: 'about-us' })).toBeNull();
    expect((await api.get('/api/content/about-us')).body.about.history).toBe('');
  });

  it("when a change of a tutor's hours is restored, then the old hours are back", async () => {
    const tutor = await TeamMemberModel.create({ name: 'Dr. Rao', role: 'Physics' });
    const hours = (start: string) => ({
      weekly: [{ day: 1, start, end: '12:00' }],
      daysOff: [],
      noticeHours: 12,
    });
    const path = `/api/team/${String(tutor._id)}/availability`;
    await as(api.put(path)).send(hours('09:00'));
    await as(api.put(path)).send(hours('10:00'));

    const res = await restore(await entryIdOf(String(tutor._id), 'update', 2));

    expect(res.status).toBe(200);
    expect((await as(api.get(path))).body.availability.weekly).toEqual([
      { day: 1, start: '09:00', end: '12:00' },
    ]);
  });

  it('when a deleted team member is restored, then their photo is theirs again', async () => {
    const created = await as(api.post('/api/team')).send({
      name: 'Dr. Iyer',
      role: 'Maths',
      avatarImage: `data:image/png;base64,${'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='}`,
    });
    const { _id: id, avatarImage } = created.body.member as { _id: string; avatarImage: string };
    await as(api.delete(`/api/team/${id}`));

    const res = await restore(await entryIdOf(id, 'delete'));

    expect(res.status).toBe(200);
    expect((await api.get(`/api/team/${id}`)).body.member.avatarImage).toBe(avatarImage);
    expect((await api.get(avatarImage)).status).toBe(200);
  });
});
