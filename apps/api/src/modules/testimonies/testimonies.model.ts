import { model, Schema, type InferSchemaType, type Types } from 'mongoose';
import type { Testimony } from '@tutoring/shared';

// Shape and rules come from testimonyInputSchema (parsed before every write).
const testimonySchema = new Schema(
  {
    studentName: { type: String, required: true, trim: true },
    text: { type: String, default: '' },
    videoUrl: { type: String, default: '' },
  },
  { timestamps: true },
);

// The public list sorts oldest first, with _id breaking ties between equal timestamps.
testimonySchema.index({ createdAt: 1, _id: 1 });

export type TestimonyRecord = InferSchemaType<typeof testimonySchema> & { _id: Types.ObjectId };

export const TestimonyModel = model('Testimony', testimonySchema);

/** The API's view of a stored testimony (Testimony of @tutoring/shared). */
export function toTestimony(record: TestimonyRecord): Testimony {
  return {
    _id: String(record._id),
    studentName: record.studentName,
    text: record.text,
    videoUrl: record.videoUrl,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}
