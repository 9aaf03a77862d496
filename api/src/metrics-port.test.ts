import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverProcessDatabase, type ServerProcessDatabase } from './testing/server-process-database.js';
import { freePort, waitUntilReady } from './testing/server-process.js';

// The real server process on the suite's database kind, as in shutdown.test.ts.
const repoRoot = path.resolve(import.meta.dirname, '../..');
let database: ServerProcessDatabase;

beforeAll(async () => {
  database = await serverProcessDatabase();
}, 60_000);
afterAll(() => database.dispose());

describe('METRICS_PORT', () => {
  it('is served by the process on its own listener, not on the main port; a SIGTERM with a scraper connected still exits 0', async () => {
    const [port, metricsPort] = [await freePort(), await freePort()];
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        ...{ NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), METRICS_PORT: String(metricsPort), TSX_TSCONFIG_PATH: 'api/tsconfig.json' },
        ...database.env,
      },
    });
    const exited = once(child, 'exit');
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      await waitUntilReady(child, `http://127.0.0.1:${port}`, { timeoutMs: 60_000, output: () => output });
      // A kept-alive scraper's connection must not hold the exit up.
      const scrape = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(scrape.status).toBe(200);
      expect(await scrape.text()).toMatch(/^india_tours_db_pool_connections \d+$/m);
      expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(404);

      child.kill('SIGTERM');
      expect(await exited).toEqual([0, null]);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 90_000);
});
