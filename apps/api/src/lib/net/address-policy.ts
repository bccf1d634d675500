import { lookup as dnsLookup } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Who the server may fetch from on a visitor's or an admin's behalf. */
export interface OutsideFetchPolicy {
  /**
   * "host:port" pairs exempt from the address rule (IMAGE_IMPORT_ALLOW_HOSTS): a local image
   * server in tests, an intranet host an operator trusts.
   */
  allowHosts: ReadonlySet<string>;
}

export class ForbiddenAddress extends Error {}

/**
 * True for an address on the public internet. Loopback, private, link-local (cloud metadata
 * lives at 169.254.169.254), carrier-grade NAT, multicast, reserved and unspecified ranges are
 * the server's own neighbourhood: fetching them on request would be server-side request
 * forgery. IPv4 written as IPv6 (::ffff:127.0.0.1) is judged as the IPv4 it is.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
}

const isExempt = (policy: OutsideFetchPolicy, hostAndPort: string) =>
  policy.allowHosts.has(hostAndPort.toLowerCase());

/**
 * Refuses a URL whose host is written as an address outside the public internet. Node connects
 * to an IP literal without a lookup, so checkedLookup never sees it: this check covers it.
 */
export function assertAllowedLiteral(policy: OutsideFetchPolicy, url: URL, port: string): void {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(host) || isExempt(policy, `${url.hostname}:${port}`)) return;
  if (!isPublicAddress(host)) throw new ForbiddenAddress(`${host} is not on the public internet`);
}

/**
 * A DNS lookup for http(s).request that refuses any answer outside the public internet, unless
 * `host:port` is on the allow list. The check is on the address actually connected to, so a
 * name that resolves differently the second time (DNS rebinding) gains nothing.
 */
export function checkedLookup(policy: OutsideFetchPolicy, hostAndPort: string): LookupFunction {
  const exempt = isExempt(policy, hostAndPort);
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true }, (error, found) => {
      if (error) return callback(error, '', 0);
      const allowed = found.filter(({ address }) => exempt || isPublicAddress(address));
      const first = allowed[0];
      if (!first) {
        return callback(new ForbiddenAddress(`${hostname} is not on the public internet`), '', 0);
      }
      if (options.all) return callback(null, allowed as never, 0);
      callback(null, first.address, first.family);
    });
  };
}
