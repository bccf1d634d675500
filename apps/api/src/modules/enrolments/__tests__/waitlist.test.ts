import { beforeEach, describe, expect, it } from 'vitest';
import { expectEnvelope } from '../../../../test/http';
import { deliverOutbox, useMailServer, type ReceivedMail } from '../../../../test/mail-server';
import { NOW } from '../../batches/__tests__/batch-fixtures';
import { UserModel } from '../../users/user.model';
import { EnrolmentModel } from '../enrolment.model';
import { expireOffers } from '../waitlist-offers';
import { WaitlistOfferModel } from '../waitlist.model';
import { arrangeBatch, clock, form, ORIGIN } from './enrolment-fixtures';

const mail = useMailServer();
const HOUR = 3_600_000;

type Api = Awaited<ReturnType<typeof arrangeBatch>>['api'];

beforeEach(() => {
  clock.now = NOW;
});

/** The offer tokens mailed to each address, read from the mails as the family gets them. */
async function offerTokens(): Promise<Map<string, string>> {
  await deliverOutbox(mail, clock.now);
  const tokens = new Map<string, string>();
  for (const received of mail.received as ReceivedMail[]) {
    const link = received.text
      .split(/\s+/)
      .find((word) => word.startsWith(`${ORIGIN}/#/waitlist/`));
    if (link) tokens.set(received.to[0]!, link.split('/').pop()!);
  }
  return tokens;
}

/** A full batch of `seats` seats (its enrolments' ids) and `waiting` people in line. */
async function fullBatchWithLine(seats: number, waiting: number) {
  const arranged = await arrangeBatch(seats);
  const { api, batchId } = arranged;
  const enrolled: string[] = [];
  for (let i = 0; i < seats; i += 1) {
    const res = await api.post(`/api/batches/${batchId}/enrolments`).send(form()).expect(201);
    enrolled.push(res.body.enrolment._id);
  }
  const line: { email: string; position: number }[] = [];
  for (let i = 0; i < waiting; i += 1) {
    const body = form();
    const res = await api.post(`/api/batches/${batchId}/waitlist`).send(body).expect(201);
    line.push({ email: body.email, position: res.body.entry.position });
  }
  await deliverOutbox(mail, clock.now);
  mail.received.length = 0;
  return { ...arranged, enrolled, line };
}

const withdraw = (api: Api, admin: string, id: string) =>
  api.delete(`/api/enrolments/${id}`).set('Authorization', admin);

describe('the waitlist', () => {
  it('when a seat is free and nobody waits, then joining is 409 seats_available', async () => {
    const { api, batchId } = await arrangeBatch(2);

    const res = await api.post(`/api/batches/${batchId}/waitlist`).send(form());

    expect(res.status).toBe(409);
    expectEnvelope(res.body, 'seats_available');
  });

  it('when people join a full batch, then they get places in order and GET /batches counts them', async () => {
    const { api, batchId, line } = await fullBatchWithLine(1, 3);

    const list = await api.get('/api/batches');

    expect(line.map((entry) => entry.position)).toEqual([1, 2, 3]);
    expect(list.body.batches.find((b: { _id: string }) => b._id === batchId).waitlisted).toBe(3);
  });

  it('when a seat frees, then the first in line is offered it and it is held; declining offers it to the second; an expired offer is 410 and goes to the third, who accepts', async () => {
    const { api, admin, batchId, enrolled, line } = await fullBatchWithLine(1, 3);
    const [first, second, third] = line.map((entry) => entry.email);

    await withdraw(api, admin, enrolled[0]!).expect(204);
    const firstToken = (await offerTokens()).get(first!);
    const jumping = await api.post(`/api/batches/${batchId}/enrolments`).send(form());
    const offer = await api.get(`/api/waitlist/offers/${firstToken}`);

    expect(firstToken).toBeTruthy();
    expect(jumping.status).toBe(409);
    expectEnvelope(jumping.body, 'batch_full');
    expect(offer.status).toBe(200);
    expect(offer.body.offer).toMatchObject({
      batch: { _id: batchId, title: 'Thursday evenings' },
      expiresAt: new Date(NOW.getTime() + 24 * HOUR).toISOString(),
    });

    await api.post(`/api/waitlist/offers/${firstToken}/decline`).expect(204);
    const secondToken = (await offerTokens()).get(second!);
    expect(secondToken).toBeTruthy();
    expect((await api.get(`/api/waitlist/offers/${firstToken}`)).status).toBe(404);

    clock.now = new Date(NOW.getTime() + 25 * HOUR);
    const expired = await api.get(`/api/waitlist/offers/${secondToken}`);
    expect(expired.status).toBe(410);
    expectEnvelope(expired.body, 'offer_expired');
    expect((await api.post(`/api/waitlist/offers/${secondToken}/accept`)).status).toBe(410);
    const thirdToken = (await offerTokens()).get(third!);
    expect(thirdToken).toBeTruthy();

    const accepted = await api.post(`/api/waitlist/offers/${thirdToken}/accept`);
    expect(accepted.status).toBe(201);
    expect(accepted.body.enrolment).toMatchObject({ batch: batchId, status: 'active' });
    const list = await api.get('/api/batches');
    const batch = list.body.batches.find((b: { _id: string }) => b._id === batchId);
    expect(batch).toMatchObject({ seatsLeft: 0, waitlisted: 0 });
    expect((await api.post(`/api/waitlist/offers/${thirdToken}/accept`)).status).toBe(404);
    const family = await UserModel.findOne({ email: third }).lean();
    expect(family?.role).toBe('user');
    expect(String(family?._id)).toBe(
      String((await EnrolmentModel.findById(accepted.body.enrolment._id).lean())?.family),
    );
    await deliverOutbox(mail, clock.now);
    const welcome = mail.received.filter(
      (one) => one.to[0] === third && !one.text.includes('/#/waitlist/'),
    );
    expect(welcome[0]?.text).toContain(`${ORIGIN}/#/reset-password/`);
  });

  it('when an offer is accepted and declined at once, then exactly one answer wins and the seat is held once', async () => {
    const { api, admin, batchId, enrolled, line } = await fullBatchWithLine(1, 2);
    await withdraw(api, admin, enrolled[0]!).expect(204);
    const token = (await offerTokens()).get(line[0]!.email);

    const [accept, decline] = await Promise.all([
      api.post(`/api/waitlist/offers/${token}/accept`),
      api.post(`/api/waitlist/offers/${token}/decline`),
    ]);

    const won = [accept.status === 201, decline.status === 204].filter(Boolean);
    expect(won).toHaveLength(1);
    expect([accept.status, decline.status]).toContain(404);
    const list = await api.get('/api/batches');
    const batch = list.body.batches.find((b: { _id: string }) => b._id === batchId);
    expect(batch.seatsLeft).toBe(0);
    const offers = await WaitlistOfferModel.countDocuments({ batch: batchId, status: 'open' });
    expect(
      offers + (await EnrolmentModel.countDocuments({ batch: batchId, status: 'active' })),
    ).toBe(1);
  });

  it('when the hold passes, then the periodic job expires the offer and the next in line is offered the seat', async () => {
    const { api, admin, enrolled, line } = await fullBatchWithLine(1, 2);
    await withdraw(api, admin, enrolled[0]!).expect(204);
    await offerTokens();

    clock.now = new Date(NOW.getTime() + 24 * HOUR);
    const expired = await expireOffers({ now: clock.now, origin: ORIGIN });

    // Other tests' offers past their hold may expire with it: the job runs over every batch.
    expect(expired).toBeGreaterThanOrEqual(1);
    expect((await offerTokens()).get(line[1]!.email)).toBeTruthy();
  });

  it('when three seats free at once, then the first three in line are offered one each, nobody twice, and the fourth still waits', async () => {
    const { api, admin, batchId, enrolled, line } = await fullBatchWithLine(3, 4);

    const answers = await Promise.all(enrolled.map((id) => withdraw(api, admin, id)));

    expect(answers.map((res) => res.status)).toEqual([204, 204, 204]);
    const offers = await WaitlistOfferModel.find({ batch: batchId }).lean();
    expect(offers).toHaveLength(3);
    const tokens = await offerTokens();
    expect([...tokens.keys()].sort()).toEqual(
      line
        .slice(0, 3)
        .map((e) => e.email)
        .sort(),
    );
    expect(mail.received).toHaveLength(3);
    const list = await api.get('/api/batches');
    const batch = list.body.batches.find((b: { _id: string }) => b._id === batchId);
    expect(batch).toMatchObject({ seatsLeft: 0, waitlisted: 1 });
    expect(await EnrolmentModel.countDocuments({ batch: batchId, status: 'active' })).toBe(0);
  });
});
