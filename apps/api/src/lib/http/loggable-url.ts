import { withoutRedactedQuery } from './redacted-query';

/**
 * A secret a URL may carry, and how the log writes it instead. `marker` is a fragment every
 * such URL contains, checked first so that the common request pays no regular expression.
 */
interface UrlRedaction {
  marker: string;
  pattern: RegExp;
  replacement: string;
}

/**
 * Every secret that travels in a URL, with what the log keeps of it: the route, never the
 * token, which works for whoever reads it (docs/OPERATIONS.md, "Threat model"). Reset and
 * invitation tokens travel in bodies, which are never logged. A new secret in a URL is one
 * more rule here (and its twin in nginx's access log map, apps/web/nginx/nginx.conf.template).
 */
const URL_REDACTIONS: readonly UrlRedaction[] = [
  // A booking's private link: GET, PATCH, DELETE /bookings/manage/:token.
  {
    marker: '/manage/',
    pattern: /(\/bookings\/manage\/)[^/?#]+/,
    replacement: '$1[hidden]',
  },
  // A tutor's calendar feed, GET /calendar/:token.ics: the whole segment but its extension,
  // so that no malformed variant of a real token is written either.
  {
    marker: '/calendar/',
    pattern: /(\/calendar\/)[^/?#]*?(\.ics)?(?=[/?#]|$)/i,
    replacement: '$1[hidden]$2',
  },
];

/**
 * The URL as the log keeps it: every secret of URL_REDACTIONS hidden, and the value of each
 * query parameter of redacted-query.ts.
 */
export function loggableUrl(url: string): string {
  let kept = url;
  for (const { marker, pattern, replacement } of URL_REDACTIONS) {
    if (kept.includes(marker)) kept = kept.replace(pattern, replacement);
  }
  return withoutRedactedQuery(kept);
}
