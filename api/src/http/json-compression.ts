import compression from 'compression';
import type { NodeMiddleware } from './node-middleware.js';

/** Answers smaller than this gain less from compression than it costs to do. */
export const JSON_COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses the JSON answers of /graphql and /api (brotli or gzip, by Accept-Encoding) once they
 * pass the threshold. The web client's files are compressed at build time instead (static.ts).
 */
export function jsonCompression(): NodeMiddleware {
  // Typed for Express, it reads and patches only what Node's own request and answer have.
  return compression({ threshold: JSON_COMPRESSION_THRESHOLD_BYTES }) as NodeMiddleware;
}
