import { model, Schema, type InferSchemaType, type Types } from 'mongoose';
import {
  RESOURCE_CATEGORIES,
  RESOURCE_FILE_TYPES,
  RESOURCE_TYPES,
  type Resource,
} from '@tutoring/shared';

// Shape and rules come from resourceInputSchema (parsed before every write).
const resourceSchema = new Schema(
  {
    title: { type: String, required: true, trim: true },
    description: { type: String, default: '' },
    fileUrl: { type: String, required: true },
    fileType: { type: String, enum: RESOURCE_FILE_TYPES, required: true },
    category: { type: String, enum: RESOURCE_CATEGORIES, required: true },
    type: { type: String, enum: RESOURCE_TYPES, required: true },
  },
  { timestamps: true },
);

// The public list sorts oldest first, with _id breaking ties between equal timestamps.
resourceSchema.index({ createdAt: 1, _id: 1 });

export type ResourceRecord = InferSchemaType<typeof resourceSchema> & { _id: Types.ObjectId };

export const ResourceModel = model('Resource', resourceSchema);

/** The API's view of a stored resource (Resource of @tutoring/shared). */
export function toResource(record: ResourceRecord): Resource {
  return {
    _id: String(record._id),
    title: record.title,
    description: record.description,
    fileUrl: record.fileUrl,
    fileType: record.fileType as Resource['fileType'],
    category: record.category as Resource['category'],
    type: record.type as Resource['type'],
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}
