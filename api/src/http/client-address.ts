import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import proxyaddr from 'proxy-addr';

/** Whether the hop at `address`, `hops` away from us, is a proxy whose X-Forwarded-* headers we believe. */
export type ProxyTrust = (address: string, hops: number) => boolean;

/**
 * TRUST_PROXY as Express reads its `trust proxy` setting: a number of hops, or proxy addresses and subnets (names
 * such as `loopback` included), comma-separated. Compiled once, for Express and the lean /graphql route alike.
 */
export function compileProxyTrust(setting: string | number): ProxyTrust {
  if (typeof setting === 'number') return (_address, hops) => hops < setting;
  return proxyaddr.compile(setting.split(',').map((each) => each.trim()));
}

/**
 * The client's address as the trust rule reads it. A forwarded value that is not an IP address (a proxy
 * misconfigured, or trusted too far) falls back to the connection's own peer: the throttles key their rows by
 * this address, and free text there would fail as an internal error or split a client's count.
 */
export function clientAddressOf(request: IncomingMessage, trust: ProxyTrust): string {
  const address = proxyaddr(request, trust);
  if (address && isIP(address)) return address;
  return request.socket.remoteAddress ?? 'unknown';
}

/**
 * The scheme the client used, as Express's `request.protocol` reads it: this connection's, or, through a trusted proxy,
 * the first the proxy's X-Forwarded-Proto names.
 */
export function protocolOf(request: IncomingMessage, trust: ProxyTrust): string {
  const own = (request.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  if (!trust(request.socket.remoteAddress ?? '', 0)) return own;
  const header = request.headers['x-forwarded-proto'];
  const forwarded = (Array.isArray(header) ? header[0] : header) || own;
  return forwarded.split(',', 1)[0]!.trim();
}

/** Whether the client reached us over https: on this connection, or, through a trusted proxy, as it says it did. */
export function isHttpsRequest(request: IncomingMessage, trust: ProxyTrust): boolean {
  return Boolean((request.socket as { encrypted?: boolean }).encrypted) || protocolOf(request, trust) === 'https';
}
