import { existsSync } from 'node:fs';
import path from 'node:path';
import { Router, type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { ServeStaticOptions } from 'serve-static';

/** Hashed file names change with their content, so the browser may keep them for good. */
const HASHED_ASSET_CACHE = { maxAge: '365d', immutable: true };
/** Images and the favicon keep their names across releases: a day bounds how stale they get. */
const PUBLIC_FILE_MAX_AGE = '1d';

/**
 * Serves a directory of the build with the brotli or gzip copy the build made beside each file
 * (web/vite.config.ts), chosen by Accept-Encoding, brotli first; `Vary: Accept-Encoding` is set.
 */
function precompressed(directory: string, serveStatic: ServeStaticOptions): RequestHandler {
  // No directory index: `/` goes to the SPA fallback, which serves index.html compressed.
  return expressStaticGzip(directory, {
    enableBrotli: true,
    orderPreference: ['br'],
    index: false,
    serveStatic: { ...serveStatic, index: false },
  });
}

/** Serves one page of the build (index.html, graphiql.html) through the compressed-file handler. */
function servePage(pages: RequestHandler, fileName: string): RequestHandler {
  return (request: Request, response, next) => {
    const requestedUrl = request.url;
    request.url = `/${fileName}`;
    // Missing (a rebuild under way): later handlers see the address the browser asked for, not ours.
    pages(request, response, (error?: unknown) => {
      request.url = requestedUrl;
      next(error);
    });
  };
}

function answerNotFound(response: Response): void {
  response.status(404).type('text').send('Not found.');
}

/**
 * serve-static's refusals of an asset (missing: 404; a `..` that would leave the folder, as in `/assets/..%2fx`: 403)
 * answered as any other missing file is. Left to Express's final handler, they would print their stack to standard
 * output, outside the JSON log.
 */
const assetRefusals: ErrorRequestHandler = (error: unknown, _request, response, next) => {
  const status = (error as { status?: unknown } | null)?.status;
  if (response.headersSent || typeof status !== 'number' || status >= 500) return next(error);
  answerNotFound(response);
};

/**
 * Serves the built web client: hashed assets cached for a year, pages revalidated on every visit
 * (a release is seen at once), GraphiQL at /graphiql, and index.html for every other route-like
 * GET so deep links and reloads work (SPA fallback).
 */
export function webClientRoutes(webDistDir: string): Router {
  const router = Router();
  if (!existsSync(path.join(webDistDir, 'index.html'))) {
    router.get('/', (_request, response) => {
      response
        .status(503)
        .type('text')
        .send('The web client is not built yet: run `npm run build` (npm start does it for you).');
    });
    return router;
  }
  const publicFiles = precompressed(webDistDir, {
    maxAge: PUBLIC_FILE_MAX_AGE,
    setHeaders: (response, filePath) => {
      if (/\.html(\.br|\.gz)?$/.test(filePath)) response.setHeader('Cache-Control', 'no-cache');
    },
  });
  router.use('/assets', precompressed(path.join(webDistDir, 'assets'), { ...HASHED_ASSET_CACHE, fallthrough: false }), assetRefusals);
  router.use(publicFiles);
  router.get('/graphiql', servePage(publicFiles, 'graphiql.html'));
  router.get('/{*splat}', (request, response, next) => {
    if (request.path.startsWith('/api/') || request.path === '/graphql') return next();
    // A missing file (an image, a script) is a 404, not the app: only route-like paths fall back.
    if (path.extname(request.path) !== '') return answerNotFound(response);
    servePage(publicFiles, 'index.html')(request, response, next);
  });
  return router;
}
