import { defineCollectionFacts } from '../common/collection-facts';
import { courseDetailEndpoint } from './course-details.endpoint';

export const courseDetailFacts = defineCollectionFacts({
  slug: 'course-details',
  label: 'course details',
  labels: { singular: 'course details', plural: 'course details' },
  endpoint: courseDetailEndpoint,
  // Deleting a v1 course removes its details (and a restore brings them back).
  dependsOn: ['course'],
});
