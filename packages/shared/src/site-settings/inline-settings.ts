/**
 * The id of the element the server writes the site settings into, in the entry page's head
 * (`<script type="application/json" id="…">`): the web reads them there at start-up instead
 * of asking for them, so the institute's name and tagline are on the first paint. Prefixed so
 * it never collides with an id the app gives its own elements (the Site form's heading is
 * `site-settings`, and its form is named by it).
 */
export const INLINE_SITE_SETTINGS_ID = 'inline-site-settings';

/**
 * The id of the JSON block a path URL's page carries beside the settings: the API
 * answers the page was built from, by their path under /api (`{"/coursesv2/ib-maths":
 * {"course": …}}`), which the app's queries start from instead of asking again.
 */
export const INLINE_PAGE_READS_ID = 'inline-page-reads';

/**
 * The id of the JSON block beside the settings that tells how the site writes money
 * (site-settings/money-pattern.ts): public pages write prices from it without `Intl`.
 */
export const INLINE_MONEY_PATTERN_ID = 'inline-money-pattern';

/**
 * The id of the JSON block a page the server rendered with the app's own screens carries: the
 * hash route it rendered (`"/coursesv2/ib-maths"`). The browser hydrates that HTML when it
 * opens the same route, and renders afresh otherwise (a hash link to another screen).
 */
export const RENDERED_LOCATION_ID = 'rendered-location';
