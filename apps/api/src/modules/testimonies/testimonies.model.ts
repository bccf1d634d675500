import { model } from 'mongoose';
import { testimonyCollection } from '@tutoring/shared';
import { modelSchemaFrom } from '../../lib/db/model-schema';

const testimonySchema = modelSchemaFrom(testimonyCollection.read);

// The public list sorts oldest first, with _id breaking ties between equal timestamps.
testimonySchema.index({ createdAt: 1, _id: 1 });

export const TestimonyModel = model('Testimony', testimonySchema);
