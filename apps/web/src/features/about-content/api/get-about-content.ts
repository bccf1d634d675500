import { useQuery } from '@tanstack/react-query';
import { aboutContentEndpoint } from '@tutoring/shared/plain';
import type { AboutContent } from '@tutoring/shared';
import { collectionClient, typedAs } from '../../../lib/collection-client';
import { seededFrom } from '../../../lib/page-reads';
import { queryKeys } from '../../../lib/query-keys';

// Read by the home page: typed, not parsed (see typedAs).
const about = collectionClient(aboutContentEndpoint, typedAs<AboutContent>());

export function useAboutContent() {
  return useQuery({
    queryKey: queryKeys.aboutContent.all,
    queryFn: () => about.get(undefined, { auth: false }),
    // The home page's path URL carries it (the server's render read it).
    ...seededFrom(aboutContentEndpoint.path, (answer: { about: AboutContent }) => answer.about),
  });
}
