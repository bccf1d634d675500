import { useQuery } from '@tanstack/react-query';
import { resourceEndpoint, type Resource } from '@tutoring/shared';
import { collectionClient, typedAs } from '../../../lib/collection-client';
import { seededFrom } from '../../../lib/page-reads';
import { queryKeys } from '../../../lib/query-keys';

// Read by the public library: typed, not parsed (see typedAs).
const resources = collectionClient(resourceEndpoint, typedAs<Resource>());

/** The library, for the public page and the admin list (which reloads it after each change). */
export function useResources() {
  return useQuery({
    queryKey: queryKeys.resources.all,
    queryFn: () => resources.list({ auth: false }),
    ...seededFrom(resourceEndpoint.path, (answer: { resources: Resource[] }) => answer.resources),
  });
}
