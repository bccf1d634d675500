import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NO_PAGE_DESCRIPTIONS } from '@tutoring/shared';
import { itRefusesNonAdminWrites } from '../../../../test/admin-only';
import { createUserWithToken, testClient } from '../../../../test/http';
import { createLogger } from '../../../lib/logger';
import { auditEntriesOnceThere } from '../../audit/__tests__/audit-fixtures';
import { AuditEntryModel } from '../../audit/audit.model';
import { SiteSettingsModel } from '../site-settings.model';
import { demoSiteSettings, seedSiteSettings } from '../site-settings.seed';

const api = testClient();
const cached = testClient({ responseCache: true });
const logger = createLogger('silent');
let admin: string;
let user: string;

const settings = {
  name: 'Harbour Lights Academy',
  tagline: 'IB and IGCSE coaching by the sea.',
  logo: '/api/files/64b7f0c2a1b2c3d4e5f60718',
  email: 'office@harbour.example',
  phones: ['+44 20 7946 0000', '+44 20 7946 0001'],
  whatsapp: '+44 7700 900000',
  address: '1 Quay Street, Bristol',
  hours: 'Mon–Fri 9–18',
  socialLinks: [{ label: 'Instagram', url: 'https://instagram.com/harbour' }],
  shareImage: '/api/files/64b7f0c2a1b2c3d4e5f60719',
  timeZone: 'Europe/London',
  requireAdminTwoFactor: false,
  // Reminders and what tutors see of the parent.
  reminderHours: [24, 2],
  tutorParentContact: 'phone',
  // Classes: make-up and waitlist rules.
  makeUpNoticeHours: 12,
  makeUpCreditDays: 30,
  waitlistHoldHours: 48,
  currency: 'GBP',
  locale: 'en-GB',
  courseCategories: ['IB Diploma', 'IGCSE'],
  resourceCategories: ['Past Papers'],
  // Consent and retention.
  consentRequired: true,
  privacyNoticeVersion: '2026-11',
  retention: { spamDays: 14, closedLeadMonths: 12 },
  // Search descriptions, one page set.
  pageDescriptions: {
    ...NO_PAGE_DESCRIPTIONS,
    home: 'IB and IGCSE coaching in Bristol: book a free demo class.',
  },
};

beforeAll(async () => {
  admin = (await createUserWithToken('admin')).authorization;
  user = (await createUserWithToken('user')).authorization;
});

beforeEach(async () => {
  await SiteSettingsModel.deleteMany({});
});

describe('GET and PUT /api/settings/site', () => {
  it('when an admin saves the settings, then anyone reads them back exactly', async () => {
    const saved = await api.put('/api/settings/site').set('Authorization', admin).send(settings);

    const read = await api.get('/api/settings/site');

    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ site: settings });
    expect(read.body).toEqual({ site: settings });
  });

  it('when nothing is saved yet, then it reads as an empty form, never an invented name', async () => {
    const res = await api.get('/api/settings/site');

    expect(res.status).toBe(200);
    expect(res.body.site).toMatchObject({ name: '', phones: [], socialLinks: [] });
    expect(res.body.site).toMatchObject({
      makeUpNoticeHours: 24,
      makeUpCreditDays: 60,
      waitlistHoldHours: 24,
    });
  });

  it('when the settings change, then the cached answer is replaced at once', async () => {
    await api.put('/api/settings/site').set('Authorization', admin).send(settings);
    expect((await cached.get('/api/settings/site')).body.site.name).toBe(settings.name);

    await cached
      .put('/api/settings/site')
      .set('Authorization', admin)
      .send({ ...settings, name: 'Harbour Lights' });

    expect((await cached.get('/api/settings/site')).body.site.name).toBe('Harbour Lights');
  });

  it('when an admin saves, then the audit trail names the fields that changed', async () => {
    await AuditEntryModel.deleteMany({});
    await api.put('/api/settings/site').set('Authorization', admin).send(settings);
    await api
      .put('/api/settings/site')
      .set('Authorization', admin)
      .send({ ...settings, whatsapp: '+44 7700 900001' });

    const entries = await auditEntriesOnceThere({ entity: 'site-settings' }, 2);
    expect(entries[0]).toMatchObject({ action: 'update', entityId: 'site' });
    expect(entries[0]!.changedFields).toEqual(['whatsapp']);
  });

  it.each([
    ['an e-mail that is no address', { email: 'office at harbour' }, 'email'],
    ['a phone that is no number', { phones: ['call us'] }, 'phones.0'],
    ['a WhatsApp number that is text', { whatsapp: 'ask at reception' }, 'whatsapp'],
    [
      'a social link that runs script',
      { socialLinks: [{ label: 'X', url: 'javascript:alert(1)' }] },
      'socialLinks.0.url',
    ],
    [
      'a social link with a tab in its scheme',
      { socialLinks: [{ label: 'X', url: 'java\tscript:alert(1)' }] },
      'socialLinks.0.url',
    ],
    [
      'a social link that is a site path',
      { socialLinks: [{ label: 'X', url: '/about' }] },
      'socialLinks.0.url',
    ],
    ['a logo given as data', { logo: 'data:image/png;base64,AAAA' }, 'logo'],
    ['no name', { name: '  ' }, 'name'],
    ['make-up notice in fractions of an hour', { makeUpNoticeHours: 1.5 }, 'makeUpNoticeHours'],
    ['make-up credits that never last', { makeUpCreditDays: 0 }, 'makeUpCreditDays'],
    ['a waitlist hold of two months', { waitlistHoldHours: 1440 }, 'waitlistHoldHours'],
  ])(
    'when the body has %s, then it answers 400 naming the field and saves nothing',
    async (_label, change, path) => {
      await api.put('/api/settings/site').set('Authorization', admin).send(settings);

      const res = await api
        .put('/api/settings/site')
        .set('Authorization', admin)
        .send({ ...settings, ...change });

      expect(res.status).toBe(400);
      expect(res.body.details.map((detail: { path: string }) => detail.path)).toContain(path);
      expect((await api.get('/api/settings/site')).body.site).toEqual(settings);
    },
  );
});

describe('who may change them', () => {
  itRefusesNonAdminWrites({
    writes: [['PUT', () => api.put('/api/settings/site').send(settings)]],
    arrange: async () => '',
    snapshot: () => SiteSettingsModel.find().lean(),
    userAuthorization: () => user,
  });
});

describe('the first settings', () => {
  it('when the environment names the institute, then its values win over the demo ones', async () => {
    await seedSiteSettings(
      { name: 'Harbour Lights Academy', phone: '+44 20 7946 0000', whatsapp: undefined },
      true,
      logger,
    );

    const { site } = (await api.get('/api/settings/site')).body;
    expect(site).toMatchObject({
      name: 'Harbour Lights Academy',
      phones: ['+44 20 7946 0000'],
      whatsapp: demoSiteSettings().whatsapp,
    });
  });

  it("when settings exist, then a later start leaves the admin's word standing", async () => {
    await api.put('/api/settings/site').set('Authorization', admin).send(settings);

    await seedSiteSettings({ name: 'Something Else' }, true, logger);

    expect((await api.get('/api/settings/site')).body.site.name).toBe(settings.name);
  });

  it('when neither the environment nor demo content names it, then nothing is stored', async () => {
    await seedSiteSettings({}, false, logger);

    expect(await SiteSettingsModel.countDocuments()).toBe(0);
  });
});
