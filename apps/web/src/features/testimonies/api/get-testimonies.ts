import { queryOptions, useQuery } from '@tanstack/react-query';
import { testimonyEndpoint, type Testimony } from '@tutoring/shared';
import { collectionClient, typedAs } from '../../../lib/collection-client';
import { queryKeys } from '../../../lib/query-keys';

// Read by the home page: typed, not parsed (see typedAs).
const testimonies = collectionClient(testimonyEndpoint, typedAs<Testimony>());

/** The published testimonies, for the home page's success stories. */
export function testimoniesQuery() {
  return queryOptions({
    queryKey: queryKeys.testimonies.all,
    queryFn: () => testimonies.list({ auth: false }),
  });
}

export function useTestimonies() {
  return useQuery(testimoniesQuery());
}
