import { useQuery } from '@tanstack/react-query';
import { aboutContentEndpoint, type AboutContent } from '@tutoring/shared';
import { collectionClient, typedAs } from '../../../lib/collection-client';
import { queryKeys } from '../../../lib/query-keys';

// Read by the home page: typed, not parsed (see typedAs).
const about = collectionClient(aboutContentEndpoint, typedAs<AboutContent>());

export function useAboutContent() {
  return useQuery({
    queryKey: queryKeys.aboutContent.all,
    queryFn: () => about.get(undefined, { auth: false }),
  });
}
