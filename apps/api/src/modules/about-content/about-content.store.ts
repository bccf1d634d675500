import { aboutContentCollection } from '@tutoring/shared';
import { createSingletonStore } from '../../lib/collection/singleton-store';
import { ABOUT_CONTENT_ID, AboutContentModel } from './about-content.model';

export const aboutContentStore = createSingletonStore(aboutContentCollection, {
  model: AboutContentModel,
  id: ABOUT_CONTENT_ID,
});
