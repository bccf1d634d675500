import { describe, expect, it } from 'vitest';
import { CourseV2Model } from '../../src/modules/courses-v2/courses-v2.model';
import { TeamMemberModel } from '../../src/modules/team/team.model';
import { expectEnvelope, testClient } from '../http';

/**
 * The junk query: public reads took any query string, each spelling a new response-cache
 * entry and a new trip to the database. Now a parameter a route does not take is a 400 naming it.
 */
const api = testClient({ responseCache: true });

describe('unknown query parameters on public reads', () => {
  it.each([
    ['/api/coursesv2?junk=1', 'Unknown query parameter: junk.'],
    ['/api/team?utm=x&bust=2', 'Unknown query parameters: utm, bust.'],
    ['/api/resources?page=2', 'Unknown query parameter: page.'],
    ['/api/coursesv2/by-exam/IB?nocache=1', 'Unknown query parameter: nocache.'],
    ['/api/settings/site?v=3', 'Unknown query parameter: v.'],
  ])('when %s is read, then 400 naming them', async (url, message) => {
    const res = await api.get(url);

    expect(res.status).toBe(400);
    expectEnvelope(res.body, 'VALIDATION_ERROR');
    expect(res.body.message).toBe(message);
  });

  it('when a course is read with a junk parameter, then 400, and without it the course', async () => {
    const tutor = await TeamMemberModel.create({ name: 'Ada', role: 'Physics' });
    const course = await CourseV2Model.create({
      title: 'IB Physics HL',
      description: 'One to one.',
      examType: 'IB',
      status: 'published',
      instructor: tutor._id,
    });

    expect((await api.get(`/api/coursesv2/${String(course._id)}?x=1`)).status).toBe(400);
    expect((await api.get(`/api/coursesv2/${String(course._id)}`)).status).toBe(200);
  });

  it('when a list is read with no query, or an empty one, then 200 as before', async () => {
    expect((await api.get('/api/coursesv2')).status).toBe(200);
    expect((await api.get('/api/coursesv2?')).status).toBe(200);
  });
});
