import compression from 'compression';
import type { RequestHandler } from 'express';

/** Answers smaller than this gain less from compression than it costs to do. */
const JSON_COMPRESSION_THRESHOLD = '1kb';

/**
 * Compresses the JSON answers of /graphql and /api (brotli or gzip, by Accept-Encoding) once they
 * pass the threshold. The web client's files are compressed at build time instead (static.ts).
 */
export function jsonCompression(): RequestHandler {
  return compression({ threshold: JSON_COMPRESSION_THRESHOLD });
}
