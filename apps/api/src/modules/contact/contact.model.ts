import { model, Schema } from 'mongoose';
import { contactMessageCollection } from '@tutoring/shared';
import { modelSchemaFrom } from '../../lib/db/model-schema';

// Status and notes are owned by staff: the public form can never set them (its schema is strict).
const contactMessageSchema = modelSchemaFrom(contactMessageCollection.read);

/**
 * Every status the lead was put in, and when: the funnel counts a lead by the furthest it ever
 * reached, so closing it later does not hide that it was enrolled. Stored only (the read
 * shape omits it); leads stored before it existed read their current status alone.
 */
contactMessageSchema.add({
  statusHistory: {
    type: [new Schema({ status: String, at: Date }, { _id: false })],
    default: undefined,
  },
  /** When the retention job took the person's fields out of a closed lead. */
  anonymisedAt: { type: Date, default: undefined },
});

// The admin list and the export read newest first, filtered by status (spam hidden by
// default) and by course. Course is matched ignoring case, with an anchored regex (FerretDB
// has no collations), which MongoDB answers from this index's keys instead of the documents.
// The search (q) is an unanchored regex over three fields: no index can serve it.
contactMessageSchema.index({ createdAt: -1, _id: -1 });
contactMessageSchema.index({ status: 1, createdAt: -1 });
contactMessageSchema.index({ course: 1, createdAt: -1 });

export const ContactMessageModel = model('ContactMessage', contactMessageSchema);
