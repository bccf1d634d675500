/** The institute's own details, one document: read by anyone, replaced by admins. */
export const siteSettingsEndpoint = { path: '/settings/site', itemKey: 'site' } as const;
