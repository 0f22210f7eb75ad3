import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Where a webhook may not go (SSRF, decision 0068): the server's own network, its loopback,
 * link-local (cloud metadata at 169.254.169.254 and fd00:ec2::254 included), unspecified,
 * shared, multicast and reserved ranges. Checked on every resolved address at registration
 * AND at each delivery, inside the connection's own DNS lookup, so a name that changes its
 * answer between the two (DNS rebinding) is still refused.
 */
const forbidden = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  forbidden.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  // Transition forms that carry an IPv4 address a stack may reach (issue 41, finding 8):
  // IPv4-compatible (::a.b.c.d), IPv4-translated (::ffff:0:a.b.c.d), 6to4 (2002:aabb:ccdd::)
  // and Teredo (2001::/32); IPv4-mapped below. A public receiver has a plain address.
  ['::', 96],
  ['::ffff:0:0:0', 96],
  ['2002::', 16],
  ['2001::', 32],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  forbidden.addSubnet(network, prefix, 'ipv6');
}

/**
 * IPv4-mapped (::ffff:0:0/96). Node's BlockList reads a mapped address as its IPv4 address
 * (so a mapped subnet would also hold every IPv4 address): checked apart, on IPv6 input only.
 */
const mapped = new BlockList();
mapped.addSubnet('::ffff:0:0', 96, 'ipv6');

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

export interface TargetPolicy {
  /** WEBHOOKS_ALLOW_LOOPBACK (tests): 127.0.0.0/8 and ::1 pass. */
  allowLoopback: boolean;
}

/**
 * Checked by parsing (BlockList), never by pattern: every spelling of an address is the same
 * address, and an IPv4-mapped one (`::ffff:7f00:1`) meets the IPv4 rules too.
 */
export function isForbiddenAddress(address: string, policy: TargetPolicy): boolean {
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  if (loopback.check(address, family)) return !policy.allowLoopback;
  if (family === 'ipv6' && mapped.check(address, 'ipv6')) return true;
  return forbidden.check(address, family);
}

export class ForbiddenTargetError extends Error {
  constructor(readonly reason: 'private_address' | 'unresolvable') {
    super(
      reason === 'private_address'
        ? 'the endpoint resolves to a private, loopback or link-local address'
        : 'the endpoint host does not resolve',
    );
  }
}

/** The URL's host without the brackets an IPv6 literal carries. */
export const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Resolves the host and refuses it when ANY of its addresses is forbidden: a connection may
 * pick any of them.
 */
export async function assertPublicHost(host: string, policy: TargetPolicy): Promise<void> {
  const addresses = isIP(host)
    ? [host]
    : await new Promise<string[]>((resolve, reject) => {
        dnsLookup(host, { all: true }, (error, found) => {
          if (error) reject(new ForbiddenTargetError('unresolvable'));
          else resolve(found.map((entry) => entry.address));
        });
      });
  if (addresses.length === 0) throw new ForbiddenTargetError('unresolvable');
  if (addresses.some((address) => isForbiddenAddress(address, policy)))
    throw new ForbiddenTargetError('private_address');
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for http.request that answers only allowed addresses: the check and the
 * connection use the same answer, so DNS cannot change between them.
 */
export function guardedLookup(policy: TargetPolicy) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, found) => {
      if (error) return callback(error, '');
      if (found.length === 0 || found.some((entry) => isForbiddenAddress(entry.address, policy)))
        return callback(new ForbiddenTargetError('private_address'), '');
      if (options.all) return callback(null, found);
      const [first] = found;
      return callback(null, first?.address ?? '', first?.family);
    });
  };
}
