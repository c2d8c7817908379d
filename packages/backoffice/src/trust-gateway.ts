import { BlockList, isIPv4 } from 'node:net';

/**
 * Whom the standalone back-office believes about the client's address. Only the gateway stands in
 * front of it, on loopback or a private network, and the gateway appends the address it saw to
 * `X-Forwarded-For`; everything left of that entry was written by the client and can be forged.
 * So exactly one hop is trusted, and only when the socket comes from an internal address: a caller
 * that reaches the back-office directly from outside is its own address, whatever it sends. The
 * sign-in throttle's per-address rules and known addresses depend on this (decision 1033).
 */
const internal = new BlockList();
internal.addSubnet('127.0.0.0', 8, 'ipv4');
internal.addSubnet('10.0.0.0', 8, 'ipv4');
internal.addSubnet('172.16.0.0', 12, 'ipv4');
internal.addSubnet('192.168.0.0', 16, 'ipv4');
internal.addSubnet('169.254.0.0', 16, 'ipv4');
internal.addAddress('::1', 'ipv6');
internal.addSubnet('fc00::', 7, 'ipv6');
internal.addSubnet('fe80::', 10, 'ipv6');

const MAPPED_V4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

export function isInternalAddress(address: string): boolean {
  const v4 = MAPPED_V4.exec(address)?.[1] ?? address;
  if (isIPv4(v4)) return internal.check(v4, 'ipv4');
  try {
    return internal.check(address, 'ipv6');
  } catch {
    return false;
  }
}

/** Fastify's `trustProxy` function: hop 0 is the socket's peer. */
export function trustGatewayHop(address: string, hop: number): boolean {
  return hop === 0 && isInternalAddress(address);
}
