/** A single document: read and replaced, never listed, created or deleted. */
export const aboutContentEndpoint = {
  path: '/content/about-us',
  itemKey: 'about',
} as const;
