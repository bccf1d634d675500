import { describe, expect, it } from 'vitest';
import { useMailServer } from '../../../../test/mail-server';
import { EnrolmentModel } from '../enrolment.model';
import { WaitlistEntryModel, WaitlistOfferModel } from '../waitlist.model';
import { arrangeBatch, form } from './enrolment-fixtures';

useMailServer();

describe("a person's enrolments and waitlist places in the privacy tools", () => {
  it('when an admin exports and then erases a guardian, then the copy holds their enrolment and waitlist place, and the erasure removes both and offers the freed seat to the next in line', async () => {
    const { api, admin, batchId } = await arrangeBatch(1);
    const guardian = form();
    await api.post(`/api/batches/${batchId}/enrolments`).send(guardian).expect(201);
    const { batchId: otherBatch, api: other } = await arrangeBatch(1);
    await other.post(`/api/batches/${otherBatch}/enrolments`).send(form()).expect(201);
    await other
      .post(`/api/batches/${otherBatch}/waitlist`)
      .send({ ...form(), email: guardian.email })
      .expect(201);
    const next = form();
    await api.post(`/api/batches/${batchId}/waitlist`).send(next).expect(201);

    const copy = await api
      .get('/api/privacy/export')
      .query({ email: guardian.email })
      .set('Authorization', admin);
    const erased = await api
      .post('/api/privacy/erase')
      .set('Authorization', admin)
      .send({ email: guardian.email });

    expect(copy.status).toBe(200);
    expect(copy.body.person.enrolments).toHaveLength(1);
    expect(copy.body.person.enrolments[0]).toMatchObject({ batch: batchId, status: 'active' });
    expect(copy.body.person.waitlist).toHaveLength(1);
    expect(erased.status).toBe(200);
    expect(erased.body.erased).toMatchObject({ enrolments: 1, waitlist: 1 });
    expect(await EnrolmentModel.countDocuments({ batch: batchId })).toBe(0);
    expect(await WaitlistEntryModel.countDocuments({ email: guardian.email })).toBe(0);
    const offered = await WaitlistEntryModel.findOne({ email: next.email }).lean();
    expect(offered?.status).toBe('offered');
    expect(await WaitlistOfferModel.exists({ _id: offered?._id })).not.toBeNull();
  });
});
