import { model } from 'mongoose';
import { siteSettingsCollection } from '@tutoring/shared';
import { modelSchemaFrom } from '../../lib/db/model-schema';

/** The one settings document lives under this fixed key, so there can never be two. */
export const SITE_SETTINGS_ID = 'site';

const siteSettingsSchema = modelSchemaFrom(siteSettingsCollection.read, {
  overrides: { _id: { type: String, default: SITE_SETTINGS_ID } },
});

export const SiteSettingsModel = model('SiteSettings', siteSettingsSchema);
