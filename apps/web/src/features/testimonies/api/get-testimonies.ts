import { queryOptions, useQuery } from '@tanstack/react-query';
import { testimonyEndpoint } from '@tutoring/shared/plain';
import type { Testimony } from '@tutoring/shared';
import { collectionClient, typedAs } from '../../../lib/collection-client';
import { seededFrom } from '../../../lib/page-reads';
import { queryKeys } from '../../../lib/query-keys';

// Read by the home page: typed, not parsed (see typedAs).
const testimonies = collectionClient(testimonyEndpoint, typedAs<Testimony>());

/** The published testimonies, for the home page's success stories. */
export function testimoniesQuery() {
  return queryOptions({
    queryKey: queryKeys.testimonies.all,
    queryFn: () => testimonies.list({ auth: false }),
    // A path URL's page carries them (the server's render read them).
    ...seededFrom(
      testimonyEndpoint.path,
      (answer: { testimonies: Testimony[] }) => answer.testimonies,
    ),
  });
}

export function useTestimonies() {
  return useQuery(testimoniesQuery());
}
