import { model } from 'mongoose';
import { aboutContentCollection } from '@tutoring/shared';
import { modelSchemaFrom } from '../../lib/db/model-schema';

/** The one About Us document lives under this fixed key, so there can never be two. */
export const ABOUT_CONTENT_ID = 'about-us';

const aboutContentSchema = modelSchemaFrom(aboutContentCollection.read, {
  overrides: { _id: { type: String, default: ABOUT_CONTENT_ID } },
});

export const AboutContentModel = model('AboutContent', aboutContentSchema);
