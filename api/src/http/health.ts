import { Router } from 'express';
import type { DataSource } from 'typeorm';

/** `/healthz`: the process answers. `/readyz`: it can reach its database (for load balancers). */
export function healthRoutes(dataSource: DataSource): Router {
  const router = Router();
  router.get('/healthz', (_request, response) => {
    response.json({ status: 'ok' });
  });
  router.get('/readyz', async (_request, response) => {
    try {
      await dataSource.query('SELECT 1');
      response.json({ status: 'ready' });
    } catch {
      response.status(503).json({ status: 'unavailable', message: 'The database cannot be reached.' });
    }
  });
  return router;
}
