/**
 * First-party attribution (issue 35): where this visit began, kept for the tab's session in
 * sessionStorage (no cookie, nothing sent anywhere but with a contact message or booking).
 * Only the first page of the visit counts; later pages never overwrite it.
 */
export interface VisitSource {
  landingPage: string;
  referrer: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
}

const KEY = 'tutoring.visit-source';
/** Where it lives when sessionStorage is refused (private modes): this page's memory. */
let inMemory: VisitSource | undefined;

/** utm_* parameters from the address or from the hash route's own query ('#/contact?utm_…'). */
function utmParameters(location: Location): URLSearchParams {
  const params = new URLSearchParams(location.search);
  const hashQuery = location.hash.split('?')[1];
  if (hashQuery) new URLSearchParams(hashQuery).forEach((value, key) => params.set(key, value));
  return params;
}

/** Another site's origin, never its path; this site's own pages are no referrer. */
function referrerOrigin(referrer: string, ownOrigin: string): string {
  try {
    const { origin, protocol } = new URL(referrer);
    return /^https?:$/.test(protocol) && origin !== ownOrigin ? origin : '';
  } catch {
    return '';
  }
}

const clip = (text: string | null, max: number) => (text ?? '').trim().slice(0, max);

/** The source of a visit that begins at this location, from this referrer. */
export function sourceOf(location: Location, referrer: string): VisitSource {
  const params = utmParameters(location);
  return {
    landingPage: clip(`${location.pathname}${location.hash.split('?')[0]}`, 500),
    referrer: referrerOrigin(referrer, location.origin),
    utmSource: clip(params.get('utm_source'), 200),
    utmMedium: clip(params.get('utm_medium'), 200),
    utmCampaign: clip(params.get('utm_campaign'), 200),
  };
}

/** Records the visit's source once, on its first page (main.tsx calls it before rendering). */
export function recordVisitSource(): void {
  try {
    if (sessionStorage.getItem(KEY)) return;
    sessionStorage.setItem(KEY, JSON.stringify(sourceOf(window.location, document.referrer)));
  } catch {
    inMemory ??= sourceOf(window.location, document.referrer);
  }
}

/** The visit's source, to send with a contact message or booking; undefined when unknown. */
export function readVisitSource(): VisitSource | undefined {
  try {
    const stored = sessionStorage.getItem(KEY);
    return stored ? (JSON.parse(stored) as VisitSource) : inMemory;
  } catch {
    return inMemory;
  }
}
