/**
 * First-party attribution: where this visit began, kept for the tab's session in
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

/** The parts of the landing address a source is made of (a `Location` or a `URL`). */
export type LandingAddress = Pick<URL, 'origin' | 'pathname' | 'search' | 'hash'>;

/** utm_* parameters from the address or from the hash route's own query ('#/contact?utm_…'). */
function utmParameters(location: LandingAddress): URLSearchParams {
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

/** The source of a visit that begins at this address, from this referrer. */
export function sourceOf(location: LandingAddress, referrer: string): VisitSource {
  const params = utmParameters(location);
  return {
    landingPage: clip(`${location.pathname}${location.hash.split('?')[0]}`, 500),
    referrer: referrerOrigin(referrer, location.origin),
    utmSource: clip(params.get('utm_source'), 200),
    utmMedium: clip(params.get('utm_medium'), 200),
    utmCampaign: clip(params.get('utm_campaign'), 200),
  };
}

/**
 * Records the visit's source once, on its first page. main.tsx takes the landing address
 * before the app moves a path URL to its hash route, and loads this module after the first
 * paint, so it stays out of the public pages' first JavaScript.
 */
export function recordVisitSource(landing: LandingAddress, referrer: string): void {
  try {
    if (sessionStorage.getItem(KEY)) return;
    sessionStorage.setItem(KEY, JSON.stringify(sourceOf(landing, referrer)));
  } catch {
    inMemory ??= sourceOf(landing, referrer);
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
