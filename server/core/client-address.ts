/**
 * The client's address, as sessions, the audit log and the sign-in limits record it (issue 31.6). By default
 * the socket's peer: an X-Forwarded-For header is believed only from the proxies TRUST_PROXY names (their
 * addresses or CIDRs, or a hop count), and whatever the chain yields must be an IP address.
 */
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** proxy-addr's names for address ranges, allowed beside addresses and CIDRs. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 10;

function isAddressOrCidr(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** Believes the nearest `hops` proxies (hop 0 is the socket's peer), as Fastify does for a number, which its types lack. */
type TrustHops = (address: string, hop: number) => boolean;
const trustHops = (hops: number): TrustHops => (_address, hop) => hop < hops;

/**
 * Fastify's `trustProxy` for a TRUST_PROXY value: unset or empty → false (believe no header); a whole number →
 * that many hops; else a comma-separated list of addresses, CIDRs or range names. Null when the value is none of
 * these (the configuration refuses to start); `true` is refused on purpose: it believes any client.
 */
export function trustProxyOf(value: string): false | string[] | TrustHops | null {
  const text = value.trim();
  if (text === '' || text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text) >= 1 && Number(text) <= MAX_HOPS ? trustHops(Number(text)) : null;
  const entries = text.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrCidr) ? entries : null;
}

/** The request's client address: what the trusted chain yields when it is an IP address, else the socket's peer. */
export function clientAddress(request: FastifyRequest): string {
  const { ip } = request;
  if (isIP(ip)) return ip;
  const peer = request.socket?.remoteAddress ?? '';
  return isIP(peer) ? peer : '';
}
