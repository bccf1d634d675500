import { isWebLinkOrSitePath } from '../common/fields';

/** An address on the web: http or https with a host, as a browser parses it. */
export function isWebLink(value: string): boolean {
  return isWebLinkOrSitePath(value) && /^https?:\/\//i.test(value.trim());
}
