import { model } from 'mongoose';
import { legalPageCollection } from '@tutoring/shared';
import { modelSchemaFrom } from '../../lib/db/model-schema';

/** One document per page, keyed by its name ('privacy', 'terms'): never two of one. */
const legalPageSchema = modelSchemaFrom(legalPageCollection.input, {
  overrides: { _id: { type: String } },
});

export const LegalPageModel = model('LegalPage', legalPageSchema);
