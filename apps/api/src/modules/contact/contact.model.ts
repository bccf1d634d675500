import { model, Schema, type InferSchemaType, type Types } from 'mongoose';
import { CONTACT_STATUSES, type ContactMessage, type PublicContactMessage } from '@tutoring/shared';

// Shape and rules come from contactMessageInputSchema / contactMessageUpdateSchema.
const contactMessageSchema = new Schema(
  {
    name: { type: String, required: true, trim: true },
    course: { type: String, required: true, trim: true },
    mobile: { type: String, default: '' },
    email: { type: String, default: '' },
    message: { type: String, default: '' },
    // Owned by staff: the public form can never set these (its schema is strict).
    status: { type: String, enum: CONTACT_STATUSES, default: 'new' },
    notes: { type: String, default: '' },
  },
  { timestamps: true },
);

// The admin list and the export read newest first, filtered by status (spam hidden by
// default) and by course. Course is matched ignoring case, with an anchored regex (FerretDB
// has no collations), which MongoDB answers from this index's keys instead of the documents.
// The search (q) is an unanchored regex over three fields: no index can serve it.
contactMessageSchema.index({ createdAt: -1, _id: -1 });
contactMessageSchema.index({ status: 1, createdAt: -1 });
contactMessageSchema.index({ course: 1, createdAt: -1 });

export type ContactMessageRecord = InferSchemaType<typeof contactMessageSchema> & {
  _id: Types.ObjectId;
};

export const ContactMessageModel = model('ContactMessage', contactMessageSchema);

/** The API's view of a stored message (ContactMessage of @tutoring/shared). */
export function toContactMessage(record: ContactMessageRecord): ContactMessage {
  return {
    _id: String(record._id),
    name: record.name,
    course: record.course,
    mobile: record.mobile,
    email: record.email,
    message: record.message,
    status: record.status as ContactMessage['status'],
    notes: record.notes,
    createdAt: record.createdAt.toISOString(),
  };
}

/** What the public form is answered: no staff-owned fields, so spam looks like any other. */
export function toPublicContactMessage(record: ContactMessageRecord): PublicContactMessage {
  const { status: _status, notes: _notes, ...visible } = toContactMessage(record);
  return visible;
}
