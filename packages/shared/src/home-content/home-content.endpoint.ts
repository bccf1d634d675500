/** The home page's own words: one document, read by anyone, replaced by staff. */
export const homeContentEndpoint = { path: '/content/home', itemKey: 'home' } as const;
