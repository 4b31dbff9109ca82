import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { OutsideCallError } from './outside-call';

/**
 * "No private addresses" for outside calls whose target comes from data (issue 29 item 2's short
 * links): the host's addresses must all be public, so an allowlisted name that points at this
 * machine, its network or a cloud metadata address is refused. (The check is made before the
 * call; a name that changes its address between the check and the call is the remaining risk,
 * bounded by the host allowlist.)
 */

const PRIVATE = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv6');

/** Whether an IP address (v4 or v6, v4-mapped v6 included) is not a public unicast address. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return isPrivateAddress(mapped[1]);
  const family = isIP(address);
  if (family === 0) return true;
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export type AddressLookup = (hostname: string) => Promise<string[]>;

const dnsLookup: AddressLookup = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

/** Throws OutsideCallError('host_not_allowed') unless every address of `hostname` is public. */
export async function assertPublicHost(
  hostname: string,
  service: string,
  resolve: AddressLookup = dnsLookup,
): Promise<void> {
  const host = hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : await resolve(host).catch(() => [] as string[]);
  if (addresses.length === 0) throw new OutsideCallError('unreachable', service);
  if (addresses.some(isPrivateAddress)) throw new OutsideCallError('host_not_allowed', service);
}
