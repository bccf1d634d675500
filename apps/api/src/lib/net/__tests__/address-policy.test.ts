import { describe, expect, it } from 'vitest';
import { isPublicAddress } from '../address-policy';

describe('isPublicAddress', () => {
  it.each(['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111'])(
    'when the address is %s on the public internet, then it may be fetched',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it.each([
    ['loopback', '127.0.0.1'],
    ['loopback elsewhere in its range', '127.1.2.3'],
    ['a private network', '10.0.0.7'],
    ['a private network', '192.168.1.1'],
    ['a private network', '172.16.0.1'],
    ['the cloud metadata service (link-local)', '169.254.169.254'],
    ['carrier-grade NAT', '100.64.0.1'],
    ['unspecified', '0.0.0.0'],
    ['IPv6 loopback', '::1'],
    ['IPv6 unique-local', 'fd00::1'],
    ['IPv6 link-local', 'fe80::1'],
    ['IPv4 loopback written as IPv6', '::ffff:127.0.0.1'],
    ['multicast', '224.0.0.1'],
    ['not an address at all', 'example.com'],
  ])('when the address is %s (%s), then it is refused', (_label, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});
