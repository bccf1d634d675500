/** The privacy notice and the terms: one document each, named in the path. */
export const legalPagesEndpoint = { path: '/content/pages/:name', itemKey: 'page' } as const;

export const LEGAL_PAGE_NAMES = ['privacy', 'terms'] as const;
export type LegalPageName = (typeof LEGAL_PAGE_NAMES)[number];

export function isLegalPageName(value: string): value is LegalPageName {
  return (LEGAL_PAGE_NAMES as readonly string[]).includes(value);
}
