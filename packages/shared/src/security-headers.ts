import { VIDEO_FRAME_ORIGINS } from './common/video-link';

/**
 * The site's one security-header policy (docs/API.md section 4, docs/DEPLOYMENT.md). The API
 * sends these on every answer (apps/api/src/lib/http/security-headers.ts); the web build
 * renders the same values into nginx's configuration for what nginx serves itself
 * (apps/web/vite-plugins/nginx-security-headers.ts), so the two servers cannot drift, and the
 * nginx test (apps/api/test/nginx/) holds them against each other.
 */

/**
 * Scripts only from the site itself (the build has no inline script), frames only from the
 * video players the site supports (and only after a visitor presses play), framed by no one.
 */
const CONTENT_SECURITY_POLICY: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // Radix's scroll lock adds a <style> element while a dialog is open.
  'style-src': ["'self'", "'unsafe-inline'"],
  // Placeholders are data: URLs; team photos may be direct links from the file-sharing service.
  'img-src': [
    "'self'",
    'data:',
    'blob:',
    'https://drive.google.com',
    'https://*.googleusercontent.com',
  ],
  // A testimony may link an MP4 hosted anywhere on https.
  'media-src': ["'self'", 'https:'],
  // Video players, loaded only after a visitor presses play (common/video-link.ts).
  'frame-src': [...VIDEO_FRAME_ORIGINS],
  'connect-src': ["'self'"],
  'font-src': ["'self'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/**
 * Features the site never uses, switched off for it and anything it embeds. Only features
 * browsers know are named (an unknown one is a console error); the video embed's own
 * (fullscreen, picture-in-picture, encrypted media, motion sensors) are left to its `allow`.
 */
const PERMISSIONS_POLICY = ['camera', 'geolocation', 'microphone', 'payment', 'usb'];

/** Header name → value, sent on every answer: HTML, assets, API answers and errors alike. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': Object.entries(CONTENT_SECURITY_POLICY)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; '),
  'Permissions-Policy': PERMISSIONS_POLICY.map((feature) => `${feature}=()`).join(', '),
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  // frame-ancestors 'none' for browsers that predate it.
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Origin-Agent-Cluster': '?1',
  'X-DNS-Prefetch-Control': 'off',
  'X-Permitted-Cross-Domain-Policies': 'none',
  // The old XSS auditors did more harm than good; "0" turns them off where they survive.
  'X-XSS-Protection': '0',
};

/**
 * Sent when the site's public origin is https (PUBLIC_ORIGIN), or, without one, on requests
 * that came over TLS as a trusted proxy reports it. Browsers ignore it over plain http.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Whether every answer carries HSTS whatever the request: true for an https public origin,
 * false for an http one, undefined when there is none (then the request's scheme decides).
 */
export function hstsForOrigin(publicOrigin: string | undefined): boolean | undefined {
  if (!publicOrigin) return undefined;
  return publicOrigin.startsWith('https://');
}
