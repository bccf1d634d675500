import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUserWithToken, testClient } from '../../../../test/http';
import { ContactMessageModel } from '../../contact/contact.model';
import { storeMessages } from '../../contact/__tests__/contact-fixtures';
import { clearRetentionState, leadNames } from './retention-fixtures';
import { siteSettingsStore } from '../../site-settings/site-settings.store';

/** The day the runs happen; the leads are dated back from it. */
const NOW = new Date('2027-06-15T10:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();
const api = testClient({ clock: () => NOW });
let admin: string;

beforeAll(async () => {
  admin = (await createUserWithToken('admin')).authorization;
});

beforeEach(async () => {
  await clearRetentionState();
  // With the defaults (30 days of spam, 24 months of closed leads), one of each on either side.
  await storeMessages([
    { name: 'Old spam', status: 'spam', email: 'bot@example.com', at: daysAgo(31) },
    { name: 'Fresh spam', status: 'spam', at: daysAgo(29) },
    { name: 'Old closed', status: 'closed', email: 'gone@example.com', at: daysAgo(800) },
    { name: 'Recent closed', status: 'closed', at: daysAgo(700) },
    { name: 'Old enrolled', status: 'enrolled', email: 'kept@example.com', at: daysAgo(1500) },
    { name: 'Old new', status: 'new', at: daysAgo(1500) },
  ]);
});

describe('POST /api/privacy/retention/run', () => {
  it('when an admin runs it, then spam past 30 days is deleted and closed leads past 24 months anonymised, nothing else', async () => {
    const res = await api.post('/api/privacy/retention/run').set('Authorization', admin);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: 1, anonymised: 1 });
    expect(await leadNames()).toEqual([
      'Anonymised',
      'Fresh spam',
      'Old enrolled',
      'Old new',
      'Recent closed',
    ]);
    const anonymised = await ContactMessageModel.findOne({ name: 'Anonymised' }).lean();
    expect(anonymised).toMatchObject({ status: 'closed', course: 'IB Physics', email: '' });
    expect(await ContactMessageModel.countDocuments({ email: 'kept@example.com' })).toBe(1);
  });

  it('when it runs twice, then the second run changes nothing, and each run is in the Activity log with its counts', async () => {
    await api.post('/api/privacy/retention/run').set('Authorization', admin);

    const again = await api.post('/api/privacy/retention/run').set('Authorization', admin);

    expect(again.body).toEqual({ deleted: 0, anonymised: 0 });
    const log = await api
      .get('/api/audit')
      .query({ action: 'retention-run' })
      .set('Authorization', admin);
    expect(
      log.body.entries.map((entry: { changedFields: string[] }) => entry.changedFields),
    ).toEqual([
      ['deleted: 0', 'anonymised: 0', 'mails deleted: 0', 'bookings anonymised: 0'],
      ['deleted: 1', 'anonymised: 1', 'mails deleted: 0', 'bookings anonymised: 0'],
    ]);
  });

  it('when the settings keep leads longer, then the run follows them', async () => {
    const site = await siteSettingsStore.get();
    await siteSettingsStore.replace({ ...site, retention: { spamDays: 60, closedLeadMonths: 36 } });

    const res = await api.post('/api/privacy/retention/run').set('Authorization', admin);

    expect(res.body).toEqual({ deleted: 0, anonymised: 0 });
  });

  it('when the retention settings are out of range, then 400 naming the field', async () => {
    const { body } = await api.get('/api/settings/site');
    const retention = { spamDays: 0, closedLeadMonths: 24 };

    const res = await api
      .put('/api/settings/site')
      .set('Authorization', admin)
      .send({ ...body.site, retention });

    expect(res.status).toBe(400);
    expect(res.body.details[0].path).toBe('retention.spamDays');
  });

  it('when no admin asks, then 401 and nothing changes', async () => {
    expect((await api.post('/api/privacy/retention/run')).status).toBe(401);
    expect(await leadNames()).toContain('Old spam');
  });
});
