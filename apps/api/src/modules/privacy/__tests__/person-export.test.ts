import { describe, expect, it } from 'vitest';
import { AuditEntryModel } from '../../audit/audit.model';
import { arrangePriya, PRIYA } from './person-fixtures';

describe('GET /api/privacy/export', () => {
  it("when an admin asks for a person's data, then one JSON download holds their leads, booking, account and mails, and nobody else's", async () => {
    const { api, admin } = await arrangePriya();

    const res = await api
      .get('/api/privacy/export')
      .query({ email: 'Priya@example.COM' })
      .set('Authorization', admin);

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="personal_data_\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const { person } = res.body;
    expect(person.email).toBe(PRIYA);
    expect(person.leads.map((lead: { status: string }) => lead.status).sort()).toEqual([
      'contacted',
      'demo-scheduled',
      'spam',
    ]);
    const contacted = person.leads.find((lead: { status: string }) => lead.status === 'contacted');
    expect(contacted.statusHistory.map((step: { status: string }) => step.status)).toEqual([
      'new',
      'contacted',
    ]);
    expect(person.bookings).toHaveLength(1);
    expect(person.bookings[0]).toMatchObject({ email: PRIYA, status: 'booked' });
    expect(person.account).toMatchObject({ email: PRIYA, name: 'Priya Parent', role: 'user' });
    expect(person.mails.length).toBeGreaterThan(0);
    for (const mail of person.mails) expect(JSON.stringify(mail).toLowerCase()).toContain(PRIYA);
    const text = JSON.stringify(person);
    expect(text).not.toContain('other@example.com');
    for (const secret of ['manageTokenHash', 'passwordHash', 'sealedSecret', 'clientKey']) {
      expect(text).not.toContain(secret);
    }
  });

  it("when an admin copies a person's data, then the Activity log names who gave out whose copy, none of its content, and the person's erasure blanks whose", async () => {
    const { api, admin } = await arrangePriya();
    await AuditEntryModel.deleteMany({});

    await api
      .get('/api/privacy/export')
      .query({ email: 'Priya@Example.com' })
      .set('Authorization', admin);
    const log = await api.get('/api/audit').query({ action: 'export' }).set('Authorization', admin);
    await api.post('/api/privacy/erase').set('Authorization', admin).send({ email: PRIYA });

    expect(log.status).toBe(200);
    expect(log.body.entries).toHaveLength(1);
    expect(log.body.entries[0]).toMatchObject({
      action: 'export',
      entity: 'person',
      entityId: PRIYA,
      changedFields: [],
    });
    expect(log.body.entries[0].actor.email).toMatch(/^admin/);
    expect(JSON.stringify(log.body)).not.toMatch(/Priya Parent|IB Physics/);
    const kept = await AuditEntryModel.find({ action: 'export' }).lean();
    expect(kept.map((entry) => entry.entityId)).toEqual(['']);
  });

  it('when the e-mail is missing or no address, then 400 naming email', async () => {
    const { api, admin } = await arrangePriya();

    for (const query of [{}, { email: 'nobody' }]) {
      const res = await api.get('/api/privacy/export').query(query).set('Authorization', admin);

      expect(res.status).toBe(400);
      expect(res.body.details[0].path).toBe('email');
    }
  });
});
