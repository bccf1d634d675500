import { homeContentCollection } from '@tutoring/shared';
import { createSingletonStore } from '../../lib/collection/singleton-store';
import { HOME_CONTENT_ID, HomeContentModel } from './home-content.model';

/** Before the first save it reads as the spec's wording (the schema's defaults). */
export const homeContentStore = createSingletonStore(homeContentCollection, {
  model: HomeContentModel,
  id: HOME_CONTENT_ID,
});
