// The embedded PostgreSQL's own thread, started by embedded-postgres.ts. PGlite executes in the thread that calls it:
// on the app's thread, every statement's WebAssembly ran between the app's requests, and 2 cores served the embedded
// catalogue at 0.31 of the server's rate while one idled (issue 13). Here it runs beside the app, as a PostgreSQL
// server's backend does, and the app reaches it over the same loopback wire protocol as before.
// JavaScript, not TypeScript: a worker thread loads its file through Node's own loader, which in the sources (tsx,
// vitest) would not compile TypeScript; this one file then runs unchanged in the sources and beside the bundle.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { serveWireProtocol } from './embedded-wire-server.mjs';

const app = parentPort;
/** @type {import('./embedded-postgres.js').EmbeddedWorkerOptions} */
const { dataDir, preparedDataDir } = workerData;
const db = await PGlite.create(dataDir ? { dataDir } : preparedDataDir ? { loadDataDir: preparedDataDir } : {});
// PGlite is a single session: the app keeps a pool of one connection, and one more is admitted (for a CLI such as psql).
const server = await serveWireProtocol(db, { host: '127.0.0.1', maxConnections: 2 });
// The app's one message is "stop"; with the port closed too, nothing is left to keep the thread alive.
app.once('message', async () => {
  await server.stop();
  await db.close();
  app.close();
});
/** @type {import('./embedded-postgres.js').EmbeddedWorkerReady} */
const ready = { serverConn: server.serverConn };
app.postMessage(ready);
