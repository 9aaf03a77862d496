// `npm start` (its prestart built the web client if missing): serve everything on PORT, from the compiled api.
// The server must not outlive `npm start`, or it keeps the port and DATA_DIR with nobody to stop it: it gets
// an IPC channel, which the kernel closes even when this process is SIGKILLed (main.ts then shuts down),
// and this process stops the server when npm itself is SIGKILLed.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { apiBundle } from './build-api.mjs';
import { buildApiIfStale } from './build-api-once.mjs';
import { onNpmGone } from './launcher-watch.mjs';

const root = path.resolve(import.meta.dirname, '..');

// Checked here, not in prestart: a launcher started without npm (or with --ignore-scripts) must not serve stale code either.
await buildApiIfStale();
const api = spawn(process.execPath, ['--enable-source-maps', apiBundle], {
  cwd: root,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
onNpmGone(() => api.kill('SIGTERM'));
api.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
