import { homeContentEndpoint, type HomeContent } from '@tutoring/shared';
import { collectionClient, typedAs } from './collection-client';

// Read by the home page: typed, not parsed (see typedAs); loaded on first use, apart from the
// entry, like the site settings' fetcher.
const homeContent = collectionClient(homeContentEndpoint, typedAs<HomeContent>());

/** GET /content/home, without the token: anyone may read the home page's words. */
export function fetchHomeContent(signal: AbortSignal): Promise<HomeContent> {
  return homeContent.get(undefined, { auth: false, signal });
}
