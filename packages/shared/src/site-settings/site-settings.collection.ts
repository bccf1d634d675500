import { defineCollection } from '../common/collection';
import { siteSettingsEndpoint } from './site-settings.endpoint';
import { siteSettingsInputSchema, siteSettingsSchema } from './site-settings.schema';

export const siteSettingsCollection = defineCollection({
  slug: 'site-settings',
  label: 'site settings',
  endpoint: siteSettingsEndpoint,
  input: siteSettingsInputSchema,
  read: siteSettingsSchema,
});
