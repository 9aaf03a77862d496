// `npm start` (its prestart built the web client if missing): serve everything on PORT.
// The server must not outlive `npm start`, or it keeps the port and DATA_DIR with nobody to stop it: it gets
// an IPC channel, which the kernel closes even when this process is SIGKILLed (main.ts then shuts down),
// and this process stops the server when npm itself is SIGKILLed.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { onNpmGone } from './launcher-watch.mjs';

const root = path.resolve(import.meta.dirname, '..');

const api = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
  cwd: root,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  // tsx reads the tsconfig of its working directory; the api's enables the decorators.
  env: { NODE_ENV: 'production', ...process.env, TSX_TSCONFIG_PATH: path.join(root, 'api/tsconfig.json') },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
onNpmGone(() => api.kill('SIGTERM'));
api.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
