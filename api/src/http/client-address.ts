import { isIP } from 'node:net';
import type { Request } from 'express';

/**
 * The client's address as the `trust proxy` rule reads it. A forwarded value that is not an IP address (a
 * proxy misconfigured, or trusted too far) falls back to the connection's own peer: the throttles key their
 * rows by this address, and free text there would fail as an internal error or split a client's count.
 */
export function clientAddressOf(request: Request): string {
  const address = request.ip;
  if (address && isIP(address)) return address;
  return request.socket.remoteAddress ?? 'unknown';
}
