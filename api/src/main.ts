import { loadConfig } from './config.js';
import { openConfiguredDatabaseOrExit } from './db/database.js';
import { createApp } from './app.js';
import { createHttpServer } from './http-server.js';
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
const http = createHttpServer(app.listener);
const metricsHttp = app.metricsListener && createHttpServer(app.metricsListener);
metricsHttp?.server.listen(config.metricsPort, config.metricsHost, () => {
  logger.info(`Metrics at http://${config.metricsHost}:${config.metricsPort}/metrics`);
});

http.server.listen(config.port, config.host, () => {
  const where = database.isEmbedded ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL at DATABASE_URL';
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(2);
  logger.info(`India Tours listening on http://localhost:${config.port} (${where}; ready in ${seconds} s)`);
});

/** Past the grace period, for stopping the app and closing the database; a shutdown that overruns this is stuck. */
const CLOSING_MARGIN_MS = 5_000;

/** The pretty printer of development runs in a worker thread: its last lines are lost unless flushed first. */
function exitAfterLogs(code: number): void {
  process.exitCode = code;
  // A flush that never calls back must not keep a stopping server alive.
  setTimeout(() => process.exit(code), 1000).unref();
  logger.flush(() => process.exit(code));
}

let isShuttingDown = false;
async function shutDown(reason: string) {
  if (isShuttingDown) return;
  isShuttingDown = true;
  logger.info(`${reason}: finishing open requests, then closing.`);
  const graceMs = config.shutdownGraceSeconds * 1000;
  const forceExit = setTimeout(() => {
    logger.error(`Still closing ${CLOSING_MARGIN_MS / 1000} s after the grace period: exiting anyway.`);
    exitAfterLogs(1);
  }, graceMs + CLOSING_MARGIN_MS).unref();
  const metricsClosed = metricsHttp?.drain(graceMs);
  const cut = await http.drain(graceMs);
  await metricsClosed;
  if (cut > 0) logger.warn(`Cut ${cut} connection(s) still open at the end of the ${config.shutdownGraceSeconds} s grace period.`);
  await app.stop();
  await database.close();
  clearTimeout(forceExit);
  exitAfterLogs(0);
}
process.on('SIGTERM', () => void shutDown('SIGTERM'));
process.on('SIGINT', () => void shutDown('SIGINT'));
// Started by scripts/start.mjs, the IPC channel closes when that launcher dies, even by SIGKILL: don't outlive it
// (nor miss a death during start-up, before this listener existed).
process.on('disconnect', () => void shutDown('Launcher gone'));
if (process.send && !process.connected) void shutDown('Launcher gone');
