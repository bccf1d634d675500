import { expect } from 'vitest';
import { AuditEntryModel } from '../../audit/audit.model';
import { BookingModel } from '../../bookings/booking.model';
import { ContactMessageModel } from '../../contact/contact.model';
import { OutboxModel } from '../../outbox/outbox.model';
import { UserModel } from '../../users/user.model';
import { auditEntriesOnceThere } from '../../audit/__tests__/audit-fixtures';
import {
  arrangeTutoring,
  MONDAY_NINE,
  MORNINGS,
  parent,
} from '../../bookings/__tests__/booking-fixtures';

export const PRIYA = 'priya@example.com';

/**
 * Priya as the site comes to hold her: a contact message (typed with capitals), one taken for
 * spam, a booked demo class (its lead, its mails), an account she registered, and a status
 * change of her lead in the audit trail; beside her, another parent's lead.
 */
export async function arrangePriya() {
  await Promise.all(
    [ContactMessageModel, BookingModel, OutboxModel, UserModel].map((kept) =>
      (kept as typeof UserModel).deleteMany({}),
    ),
  );
  const { api, admin, courseId, tutorId } = await arrangeTutoring(MORNINGS);
  const contact = await api
    .post('/api/contact')
    .send({ name: 'Priya Parent', course: 'IB Physics', email: 'Priya@Example.com' });
  const spam = { name: 'Priya P', course: 'SAT', email: PRIYA, website: 'http://x.example' };
  await api.post('/api/contact').send(spam);
  await api.post('/api/contact').send({ name: 'Other', course: 'SAT', email: 'other@example.com' });
  const booked = await api.post('/api/bookings').send(parent(courseId, tutorId, MONDAY_NINE));
  expect(booked.status).toBe(201);
  const account = await api
    .post('/api/auth/register')
    .send({ name: 'Priya Parent', email: PRIYA, password: 'a long enough pass phrase' });
  expect(account.status).toBe(201);
  const leadId = contact.body.contactMessage._id;
  await AuditEntryModel.deleteMany({});
  await api
    .patch(`/api/contact/${leadId}`)
    .set('Authorization', admin)
    .send({ status: 'contacted' });
  await auditEntriesOnceThere({ entityId: leadId });
  return { api, admin, courseId, tutorId, userToken: `Bearer ${account.body.token}` };
}
