import { expect } from 'vitest';
import type { testClient } from '../../../../test/http';

type Api = ReturnType<typeof testClient>;

/** A lead sent through the form, then moved through `statuses` by an admin, in order. */
async function lead(
  api: Api,
  admin: string,
  course: string,
  utmSource: string,
  statuses: string[],
  spam = false,
) {
  const source = utmSource ? { utmSource } : undefined;
  const sent = await api
    .post('/api/contact')
    .send({ name: 'Parent', course, source, ...(spam ? { website: 'x' } : {}) });
  for (const status of statuses) {
    const moved = await api
      .patch(`/api/contact/${sent.body.contactMessage._id}`)
      .set('Authorization', admin)
      .send({ status });
    expect(moved.status).toBe(200);
  }
}

/** Leads whose statuses went back and forth, and two held as spam. */
export async function leadsMovedBackAndForth(api: Api, admin: string) {
  await lead(api, admin, 'Physics', 'google', [
    'contacted',
    'demo-scheduled',
    'enrolled',
    'closed',
  ]);
  await lead(api, admin, 'Physics', 'google', ['contacted', 'new']);
  await lead(api, admin, 'Chemistry', 'google', ['demo-scheduled', 'contacted']);
  await lead(api, admin, 'Chemistry', 'newsletter', []);
  await lead(api, admin, 'Physics', 'google', [], true);
  await lead(api, admin, 'Chemistry', 'newsletter', ['contacted', 'spam']);
  await lead(api, admin, 'Physics', '', ['enrolled', 'closed', 'new']);
}
