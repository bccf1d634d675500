import { resourceCollection } from '@tutoring/shared';
import { createCollectionStore } from '../../lib/collection/collection-store';
import { ResourceModel } from './resources.model';

export const resourceStore = createCollectionStore(resourceCollection, { model: ResourceModel });
