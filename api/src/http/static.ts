import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';

/**
 * Serves the built web client: hashed assets cached for a year, GraphiQL at /graphiql, and
 * index.html for every other GET so deep links and reloads work (SPA fallback).
 */
export function webClientRoutes(webDistDir: string): Router {
  const router = Router();
  const indexHtml = path.join(webDistDir, 'index.html');
  const graphiqlHtml = path.join(webDistDir, 'graphiql.html');
  if (!existsSync(indexHtml)) {
    router.get('/', (_request, response) => {
      response
        .status(503)
        .type('text')
        .send('The web client is not built yet: run `npm run build` (npm start does it for you).');
    });
    return router;
  }
  router.use(
    '/assets',
    express.static(path.join(webDistDir, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false }),
  );
  router.use(express.static(webDistDir, { index: false, maxAge: '1h' }));
  router.get('/graphiql', (_request, response) => response.sendFile(graphiqlHtml));
  router.get('/{*splat}', (request, response, next) => {
    if (request.path.startsWith('/api/') || request.path === '/graphql') return next();
    // A missing file (an image, a script) is a 404, not the app: only route-like paths fall back.
    if (path.extname(request.path) !== '') {
      response.status(404).type('text').send('Not found.');
      return;
    }
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(indexHtml);
  });
  return router;
}
