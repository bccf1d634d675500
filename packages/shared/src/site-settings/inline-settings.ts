/**
 * The id of the element the server writes the site settings into, in the entry page's head
 * (`<script type="application/json" id="…">`): the web reads them there at start-up instead
 * of asking for them, so the institute's name and tagline are on the first paint. Prefixed so
 * it never collides with an id the app gives its own elements (the Site form's heading is
 * `site-settings`, and its form is named by it).
 */
export const INLINE_SITE_SETTINGS_ID = 'inline-site-settings';
