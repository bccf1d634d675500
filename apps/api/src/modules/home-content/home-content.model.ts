import { model } from 'mongoose';
import { homeContentCollection } from '@tutoring/shared';
import { modelSchemaFrom } from '../../lib/db/model-schema';

/** The one home page document lives under this fixed key, so there can never be two. */
export const HOME_CONTENT_ID = 'home';

const homeContentSchema = modelSchemaFrom(homeContentCollection.read, {
  overrides: { _id: { type: String, default: HOME_CONTENT_ID } },
});

export const HomeContentModel = model('HomeContent', homeContentSchema);
