import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { expectEnvelope } from '../../../../test/http';
import { OutboxModel } from '../../outbox/outbox.model';
import { MakeUpCreditModel } from '../attendance.model';
import { arrangeSessions, enrol } from './class-fixtures';

describe('attendance', () => {
  it('when the batch’s tutor marks a session, then it is saved once per session and enrolment', async () => {
    const { api, tutor, batchId, sessions } = await arrangeSessions();
    const mira = await enrol(batchId, 'Mira');
    const omar = await enrol(batchId, 'Omar');
    const path = `/api/sessions/${sessions[0]!._id}/attendance`;
    const records = [
      { enrolment: mira.enrolment, status: 'present' },
      { enrolment: omar.enrolment, status: 'absent' },
    ];

    await api.put(path).set('Authorization', tutor).send({ records }).expect(200);
    const again = await api.put(path).set('Authorization', tutor).send({ records });

    expect(again.status).toBe(200);
    expect(again.body.attendance).toHaveLength(2);
    expect(
      again.body.attendance
        .map((record: { student: { name: string } }) => record.student.name)
        .sort(),
    ).toEqual(['Mira', 'Omar']);
  });

  it('when the tutor opens a session’s register, then every enrolled student is listed with the mark so far', async () => {
    const { api, tutor, otherTutor, batchId, sessions } = await arrangeSessions();
    const mira = await enrol(batchId, 'Mira');
    const omar = await enrol(batchId, 'Omar');
    const path = `/api/sessions/${sessions[0]!._id}/attendance`;
    await api
      .put(path)
      .set('Authorization', tutor)
      .send({ records: [{ enrolment: mira.enrolment, status: 'present' }] })
      .expect(200);

    const register = await api.get(path).set('Authorization', tutor);
    const refused = await api.get(path).set('Authorization', otherTutor);

    expect(register.status).toBe(200);
    expect(register.body.attendance).toEqual({
      session: sessions[0]!._id,
      records: [
        {
          enrolment: mira.enrolment,
          student: expect.objectContaining({ name: 'Mira' }),
          status: 'present',
        },
        {
          enrolment: omar.enrolment,
          student: expect.objectContaining({ name: 'Omar' }),
          status: null,
        },
      ],
    });
    expect(refused.status).toBe(403);
  });

  it('when another tutor marks the session, then it is 403 whatever the body', async () => {
    const { api, otherTutor, sessions } = await arrangeSessions();

    const response = await api
      .put(`/api/sessions/${sessions[0]!._id}/attendance`)
      .set('Authorization', otherTutor)
      .send({ records: 'not even a list' });

    expect(response.status).toBe(403);
    expectEnvelope(response.body, 'FORBIDDEN');
  });

  it('when a record names an enrolment of another batch, then it is 400 naming that record', async () => {
    const { api, admin, batchId, fridayId, sessions } = await arrangeSessions();
    const mira = await enrol(batchId);
    const stranger = await enrol(fridayId);

    const response = await api
      .put(`/api/sessions/${sessions[0]!._id}/attendance`)
      .set('Authorization', admin)
      .send({
        records: [
          { enrolment: mira.enrolment, status: 'present' },
          { enrolment: stranger.enrolment, status: 'present' },
        ],
      });

    expect(response.status).toBe(400);
    expectEnvelope(response.body, 'VALIDATION_ERROR');
    expect(response.body.details[0].path).toBe('records.1.enrolment');
  });

  it('when a student is excused, then one credit is granted however often it is saved, and taken back once excused is changed', async () => {
    const { api, tutor, batchId, sessions } = await arrangeSessions();
    const mira = await enrol(batchId);
    const path = `/api/sessions/${sessions[0]!._id}/attendance`;
    const excused = { records: [{ enrolment: mira.enrolment, status: 'excused' }] };

    await api.put(path).set('Authorization', tutor).send(excused).expect(200);
    await api.put(path).set('Authorization', tutor).send(excused).expect(200);
    const granted = await MakeUpCreditModel.find({ enrolment: mira.enrolment }).lean();
    await api
      .put(path)
      .set('Authorization', tutor)
      .send({ records: [{ enrolment: mira.enrolment, status: 'present' }] })
      .expect(200);

    expect(granted).toHaveLength(1);
    expect(granted[0]!.reason).toBe('excused');
    expect(await MakeUpCreditModel.countDocuments({ enrolment: mira.enrolment })).toBe(0);
  });
});

describe('cancelling a session', () => {
  it('when the tutor cancels, then every enrolment gets a credit once, each family is mailed and the tutor’s invitation cancels the same event', async () => {
    const { api, tutor, batchId, sessions } = await arrangeSessions();
    const mira = await enrol(batchId, 'Mira');
    const omar = await enrol(batchId, 'Omar');
    const session = sessions[1]!;

    const response = await api
      .post(`/api/sessions/${session._id}/cancel`)
      .set('Authorization', tutor)
      .send({ reason: 'Tutor unwell' });
    const again = await api
      .post(`/api/sessions/${session._id}/cancel`)
      .set('Authorization', tutor)
      .send({});

    expect(response.status).toBe(200);
    expect(response.body.session.status).toBe('cancelled');
    expect(again.status).toBe(409);
    const credits = await MakeUpCreditModel.find({ session: session._id }).lean();
    expect(credits.map((credit) => String(credit.enrolment)).sort()).toEqual(
      [mira.enrolment, omar.enrolment].sort(),
    );
    expect(credits.every((credit) => credit.reason === 'cancelled')).toBe(true);
    const familyMails = await OutboxModel.find({ kind: 'session-cancelled' }).lean();
    expect(familyMails.flatMap((mail) => mail.to ?? []).sort()).toEqual(
      [mira.familyEmail, omar.familyEmail].sort(),
    );
    const tutorMail = await OutboxModel.findOne({ kind: 'session-cancelled-tutor' }).lean();
    const calendar = new ICAL.Component(
      ICAL.parse((tutorMail!.calendar as { content: string }).content),
    );
    const event = calendar.getFirstSubcomponent('vevent')!;
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(event.getFirstPropertyValue('uid')).toBe(`batch-session-${session._id}@tutoring-site`);
    expect(event.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(Number(event.getFirstPropertyValue('sequence'))).toBeGreaterThan(0);
    expect(new ICAL.Event(event).startDate.toJSDate().toISOString()).toBe(session.start);
  });

  it('when another tutor cancels, then it is 403 and the session stays', async () => {
    const { api, otherTutor, batchId, sessions } = await arrangeSessions();

    const response = await api
      .post(`/api/sessions/${sessions[0]!._id}/cancel`)
      .set('Authorization', otherTutor)
      .send({});
    const after = await api.get(`/api/batches/${batchId}/sessions`);

    expect(response.status).toBe(403);
    expect(after.body.sessions[0].status).toBe('scheduled');
  });

  it('when a session is cancelled, then the tutor’s feed lists it CANCELLED with a higher sequence beside the scheduled ones', async () => {
    const { api, admin, tutor, tutorId, sessions } = await arrangeSessions();
    const made = await api.post(`/api/team/${tutorId}/calendar-feed`).set('Authorization', tutor);
    const cancelled = sessions[0]!;

    await api.post(`/api/sessions/${cancelled._id}/cancel`).set('Authorization', admin).send({});
    const feed = await api.get(new URL(made.body.url, 'http://localhost').pathname);

    expect(made.status).toBe(200);
    expect(feed.status).toBe(200);
    const events = new ICAL.Component(ICAL.parse(feed.text)).getAllSubcomponents('vevent');
    const byUid = new Map(
      events.map((event) => [String(event.getFirstPropertyValue('uid')), event]),
    );
    const ofSession = (id: string) => byUid.get(`batch-session-${id}@tutoring-site`);
    expect(ofSession(cancelled._id)?.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(Number(ofSession(cancelled._id)?.getFirstPropertyValue('sequence'))).toBe(1);
    expect(ofSession(sessions[1]!._id)?.getFirstPropertyValue('status')).toBe('CONFIRMED');
  });
});
