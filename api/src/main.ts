import { createServer } from 'node:http';
import { loadConfig } from './config.js';
import { openConfiguredDatabaseOrExit } from './db/database.js';
import { createApp } from './app.js';
import { createLogger } from './logger.js';
import { ensureAdminAccount } from './modules/accounts/index.js';

const startedAt = performance.now();
const config = loadConfig();
const logger = createLogger({ nodeEnv: config.nodeEnv, level: config.logLevel });
// Shown by `ps` and in the refusal a second server on the same DATA_DIR prints.
process.title = `india-tours on port ${config.port}`;
const database = await openConfiguredDatabaseOrExit(config);
await ensureAdminAccount(database.dataSource, config.admin, (line) => logger.warn(line));
const app = await createApp(config, database.dataSource, logger);
const server = createServer(app.express);

server.listen(config.port, config.host, () => {
  const where = database.isEmbedded ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL at DATABASE_URL';
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(2);
  logger.info(`India Tours listening on http://localhost:${config.port} (${where}; ready in ${seconds} s)`);
});

let isShuttingDown = false;
async function shutDown(reason: string) {
  if (isShuttingDown) return;
  isShuttingDown = true;
  logger.info(`${reason}: finishing open requests, then closing.`);
  const forceExit = setTimeout(() => process.exit(1), 10_000).unref();
  server.closeIdleConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await app.stop();
  await database.close();
  clearTimeout(forceExit);
  process.exit(0);
}
process.on('SIGTERM', () => void shutDown('SIGTERM'));
process.on('SIGINT', () => void shutDown('SIGINT'));
// Started by scripts/start.mjs, the IPC channel closes when that launcher dies, even by SIGKILL: don't outlive it
// (nor miss a death during start-up, before this listener existed).
process.on('disconnect', () => void shutDown('Launcher gone'));
if (process.send && !process.connected) void shutDown('Launcher gone');
