import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { lookup as dnsLookupAsync } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Where a webhook may not go (decision 059): a staff member must not make the server post to its own
 * network. The address is checked when an endpoint is saved (DNS resolved then) and again on every
 * connection, through a lookup that refuses such addresses, so a name that later resolves elsewhere
 * (DNS rebinding) cannot slip past the first check.
 */

const FORBIDDEN = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", the unspecified address
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT, shared address space
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services live here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // network benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const) {
  FORBIDDEN.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible (deprecated): would embed any IPv4 address
  ['64:ff9b:1::', 48], // local-use IPv4/IPv6 translation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  FORBIDDEN.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address inside a NAT64 well-known-prefix address (64:ff9b::/96), or null. */
function nat64Embedded(address: string): string | null {
  const match = /^64:ff9b::(?:([0-9a-f]{1,4}):)?([0-9a-f]{1,4})$/i.exec(canonicalIpv6(address));
  if (!match) return null;
  const value = (Number.parseInt(match[1] ?? '0', 16) << 16) | Number.parseInt(match[2]!, 16);
  return [24, 16, 8, 0].map((shift) => (value >>> shift) & 255).join('.');
}

/** An IPv6 address as URL hosts write it: lower case, the longest run of zeros as `::`. */
function canonicalIpv6(address: string): string {
  try {
    return new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return address.toLowerCase();
  }
}

/**
 * True for an address a webhook may not reach: loopback, private, link-local, unique-local,
 * multicast, unspecified or reserved; IPv4-mapped and NAT64 IPv6 forms are read as their IPv4 address.
 * Anything that is not an IP address at all counts as forbidden.
 * @example isForbiddenAddress('169.254.169.254') === true; isForbiddenAddress('93.184.216.34') === false
 */
export function isForbiddenAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return FORBIDDEN.check(bare, 'ipv4');
  if (family !== 6) return true;
  // The block list reads ::ffff:a.b.c.d against its IPv4 rules itself.
  if (FORBIDDEN.check(bare, 'ipv6')) return true;
  const embedded = nat64Embedded(bare);
  return embedded !== null && FORBIDDEN.check(embedded, 'ipv4');
}

/** Raised (as a connection error) when a webhook's host resolves to a forbidden address. */
export class ForbiddenAddressError extends Error {
  override name = 'ForbiddenAddressError';
  readonly code = 'EWEBHOOKADDRESS';
  constructor(readonly address: string) {
    super(`the address ${address} is on a loopback, private or link-local network`);
  }
}

/**
 * A `lookup` for node:http(s) connections that resolves as usual and fails when any address the name
 * resolves to is forbidden, so the socket never connects there (whatever the name resolved to when
 * the endpoint was saved).
 */
export const refusingLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...(options as LookupOptions), all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const list = addresses as LookupAddress[];
    const forbidden = list.find((entry) => isForbiddenAddress(entry.address));
    if (forbidden) return callback(new ForbiddenAddressError(forbidden.address), '', 0);
    if ((options as LookupOptions).all) return callback(null, list);
    const first = list[0];
    if (!first)
      return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), '', 0);
    return callback(null, first.address, first.family);
  });
};

/** Why an endpoint's address is refused when saved, or null when it may be used. */
export type UrlRefusal = 'invalid' | 'private_address' | 'unresolved';

/** The host of a URL as a connection would use it: IPv6 without its brackets. */
export function connectHost(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '');
}

/**
 * Checks an endpoint's address when it is saved: an http(s) URL whose host (an IP address, or every
 * address its name resolves to now) is not forbidden. With `allowPrivate` only the form is checked
 * and nothing is resolved.
 * @example await urlRefusal('http://127.0.0.1:8080/hook', { allowPrivate: false }) === 'private_address'
 */
export async function urlRefusal(
  href: string,
  options: { allowPrivate: boolean; resolve?: (host: string) => Promise<string[]> },
): Promise<UrlRefusal | null> {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return 'invalid';
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') return 'invalid';
  if (options.allowPrivate) return null;
  const host = connectHost(url);
  if (isIP(host)) return isForbiddenAddress(host) ? 'private_address' : null;
  const resolve = options.resolve ?? resolveAll;
  let addresses: string[];
  try {
    addresses = await resolve(host);
  } catch {
    return 'unresolved';
  }
  if (addresses.length === 0) return 'unresolved';
  return addresses.some(isForbiddenAddress) ? 'private_address' : null;
}

async function resolveAll(host: string): Promise<string[]> {
  return (await dnsLookupAsync(host, { all: true })).map((entry) => entry.address);
}
