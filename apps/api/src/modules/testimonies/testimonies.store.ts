import { testimonyCollection } from '@tutoring/shared';
import { createCollectionStore } from '../../lib/collection/collection-store';
import { TestimonyModel } from './testimonies.model';

export const testimonyStore = createCollectionStore(testimonyCollection, { model: TestimonyModel });
