import { defineCollection } from '../common/collection';
import { siteSettingsFacts } from './site-settings.facts';
import { siteSettingsInputSchema, siteSettingsSchema } from './site-settings.schema';

export const siteSettingsCollection = defineCollection({
  ...siteSettingsFacts,
  input: siteSettingsInputSchema,
  read: siteSettingsSchema,
});
