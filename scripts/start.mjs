// `npm start`: build the web client when it is missing, then serve everything on PORT.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

if (!existsSync(path.join(root, 'web/dist/index.html'))) {
  console.log('Building the web client (first start only)…');
  const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const api = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  // tsx reads the tsconfig of its working directory; the api's enables the decorators.
  env: { NODE_ENV: 'production', ...process.env, TSX_TSCONFIG_PATH: path.join(root, 'api/tsconfig.json') },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
