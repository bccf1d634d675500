import { aboutContentCollection } from '@tutoring/shared';
import { createSingletonStore } from '../../lib/collection/singleton-store';
import { ABOUT_CONTENT_ID, AboutContentModel } from './about-content.model';

export const aboutContentStore = createSingletonStore(aboutContentCollection, {
  model: AboutContentModel,
  id: ABOUT_CONTENT_ID,
});

/** Whether the About page's content has been stored (the demo seed fills an empty site only). */
export const aboutContentStored = async () =>
  (await AboutContentModel.exists({ _id: ABOUT_CONTENT_ID })) !== null;
