import { isIP } from 'node:net';

/** Express's names for address ranges (proxy-addr): 127.0.0.0/8 and ::1, 169.254/16, private ranges. */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  // A prefix length, or (IPv4) a netmask such as 255.255.255.0.
  if (/^\d{1,3}$/.test(prefix)) return Number(prefix) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(prefix) === 4;
}

export type TrustedProxies = string[] | false;

/**
 * TRUST_PROXY in Express's own syntax: comma-separated addresses, CIDR ranges and the names
 * loopback, linklocal, uniquelocal — the proxies whose X-Forwarded-For/-Proto/-Host count.
 * Unset or empty: none (the socket's own address and scheme are the client's). `true` and hop
 * counts are refused: they believe whatever a client that reaches the API directly writes.
 * Returns the list, false for none, or a message naming the bad entry.
 */
export function parseTrustedProxies(value: string | undefined): TrustedProxies | string {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return false;
  for (const entry of entries) {
    if (!isAddressOrRange(entry)) {
      return `TRUST_PROXY: "${entry}" is not an address, a CIDR range or one of ${RANGE_NAMES.join(', ')} (true and hop counts would trust any client).`;
    }
  }
  return entries;
}
