import { describe, expect, it } from 'vitest';
import { expectEnvelope } from '../../../../test/http';
import { AttendanceModel } from '../attendance.model';
import { arrangeSessions, enrol } from './class-fixtures';

const HOUR = 60 * 60_000;

describe('reporting an absence', () => {
  it('when a family reports it days ahead, then it is 201 with a notice credit and the session says absent', async () => {
    const { api, batchId, sessions, clock } = await arrangeSessions();
    const mira = await enrol(batchId);
    const session = sessions[0]!;

    const response = await api
      .post(`/api/sessions/${session._id}/absence`)
      .set('Authorization', mira.family)
      .send({ enrolment: mira.enrolment });

    expect(response.status).toBe(201);
    expect(response.body.credit).toMatchObject({
      reason: 'notice',
      usedFor: null,
      session: session._id,
    });
    const days = (Date.parse(response.body.credit.expiresAt) - clock.now().getTime()) / (24 * HOUR);
    expect(days).toBe(60);
    const record = await AttendanceModel.findOne({
      session: session._id,
      enrolment: mira.enrolment,
    }).lean();
    expect(record?.status).toBe('absent');
  });

  it('when it is reported less than the notice hours ahead, then it is 409 too_late', async () => {
    const { api, batchId, sessions, clock } = await arrangeSessions();
    const mira = await enrol(batchId);
    const session = sessions[0]!;
    clock.set(new Date(Date.parse(session.start) - 23 * HOUR));

    const response = await api
      .post(`/api/sessions/${session._id}/absence`)
      .set('Authorization', mira.family)
      .send({ enrolment: mira.enrolment });

    expect(response.status).toBe(409);
    expectEnvelope(response.body, 'too_late');
  });

  it('when a family reports for another family’s enrolment, then it is 404', async () => {
    const { api, batchId, sessions } = await arrangeSessions();
    const mira = await enrol(batchId);
    const omar = await enrol(batchId);

    const response = await api
      .post(`/api/sessions/${sessions[0]!._id}/absence`)
      .set('Authorization', omar.family)
      .send({ enrolment: mira.enrolment });

    expect(response.status).toBe(404);
  });
});

/** A credit for a Thursday student, by notice of absence. */
async function creditOf(
  api: Awaited<ReturnType<typeof arrangeSessions>>['api'],
  sessionId: string,
  who: Awaited<ReturnType<typeof enrol>>,
) {
  const response = await api
    .post(`/api/sessions/${sessionId}/absence`)
    .set('Authorization', who.family)
    .send({ enrolment: who.enrolment })
    .expect(201);
  return String(response.body.credit._id);
}

describe('make-ups', () => {
  it('when a family spends a credit on another batch’s session, then it is 201 and the same credit again is 409 credit_used', async () => {
    const { api, batchId, sessions, fridaySessions } = await arrangeSessions();
    const mira = await enrol(batchId);
    const credit = await creditOf(api, sessions[0]!._id, mira);
    const body = { credit, session: fridaySessions[0]!._id };

    const booked = await api.post('/api/makeups').set('Authorization', mira.family).send(body);
    const again = await api
      .post('/api/makeups')
      .set('Authorization', mira.family)
      .send({ credit, session: fridaySessions[1]!._id });

    expect(booked.status).toBe(201);
    expect(booked.body.makeup).toMatchObject({ credit, session: fridaySessions[0]!._id });
    expect(again.status).toBe(409);
    expectEnvelope(again.body, 'credit_used');
  });

  it('when the clock is past the credit’s expiry, then it is 409 credit_expired', async () => {
    const { api, batchId, sessions, fridaySessions, clock } = await arrangeSessions();
    const mira = await enrol(batchId);
    const credit = await creditOf(api, sessions[0]!._id, mira);
    clock.set(new Date(clock.now().getTime() + 61 * 24 * HOUR));

    const response = await api
      .post('/api/makeups')
      .set('Authorization', mira.family)
      .send({ credit, session: fridaySessions[0]!._id });

    expect(response.status).toBe(409);
    expectEnvelope(response.body, 'credit_expired');
  });

  it('when two families race for the last free seat of a session, then one is 201 and the other 409 batch_full', async () => {
    const { api, batchId, fridayId, sessions, fridaySessions } = await arrangeSessions();
    await enrol(fridayId); // of its two seats, one is left for make-ups
    const mira = await enrol(batchId);
    const omar = await enrol(batchId);
    const credits = [
      await creditOf(api, sessions[0]!._id, mira),
      await creditOf(api, sessions[0]!._id, omar),
    ];

    const responses = await Promise.all(
      [mira, omar].map((who, index) =>
        api
          .post('/api/makeups')
          .set('Authorization', who.family)
          .send({ credit: credits[index], session: fridaySessions[0]!._id }),
      ),
    );

    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    expectEnvelope(responses.find((response) => response.status === 409)!.body, 'batch_full');
  });

  it('when a family spends another family’s credit, then it is 404', async () => {
    const { api, batchId, sessions, fridaySessions } = await arrangeSessions();
    const mira = await enrol(batchId);
    const omar = await enrol(batchId);
    const credit = await creditOf(api, sessions[0]!._id, mira);

    const response = await api
      .post('/api/makeups')
      .set('Authorization', omar.family)
      .send({ credit, session: fridaySessions[0]!._id });

    expect(response.status).toBe(404);
  });
});
