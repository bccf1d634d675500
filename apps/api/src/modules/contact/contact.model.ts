import { model, Schema, type InferSchemaType, type Types } from 'mongoose';
import { CONTACT_STATUSES, type ContactMessage } from '@tutoring/shared';

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

// The admin list and the export read newest first; staff will filter by status.
contactMessageSchema.index({ createdAt: -1, _id: -1 });
contactMessageSchema.index({ status: 1, createdAt: -1 });

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
