import { model } from 'mongoose';
import { resourceCollection } from '@tutoring/shared';
import { modelSchemaFrom } from '../../lib/db/model-schema';

const resourceSchema = modelSchemaFrom(resourceCollection.read);

// The public list sorts oldest first, with _id breaking ties between equal timestamps.
resourceSchema.index({ createdAt: 1, _id: 1 });

export const ResourceModel = model('Resource', resourceSchema);
