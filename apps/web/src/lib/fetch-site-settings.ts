import { siteSettingsEndpoint, type SiteSettings } from '@tutoring/shared';
import { collectionClient, typedAs } from './collection-client';

// Read by every page, so typed, not parsed (see typedAs); and loaded on first use, apart from
// the entry: the API client would otherwise join the home page's initial JavaScript.
const siteSettings = collectionClient(siteSettingsEndpoint, typedAs<SiteSettings>());

/** GET /settings/site, without the token: anyone may read the institute's details. */
export function fetchSiteSettings(signal: AbortSignal): Promise<SiteSettings> {
  return siteSettings.get(undefined, { auth: false, signal });
}
