import { defineCollectionFacts } from '../common/collection-facts';
import { siteSettingsEndpoint } from './site-settings.endpoint';

export const siteSettingsFacts = defineCollectionFacts({
  slug: 'site-settings',
  label: 'site settings',
  labels: { singular: 'settings', plural: 'settings' },
  endpoint: siteSettingsEndpoint,
  // Every page reads them; only admins change them.
  access: { read: 'public', create: 'admin', update: 'admin', delete: 'admin' },
});
