// `npm start`'s prestart: build the web client when it is missing (first start only). Kept apart from
// scripts/start.mjs so that the process `npm start` runs does one thing: supervise the server.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

if (!existsSync(path.join(root, 'web/dist/index.html'))) {
  console.log('Building the web client (first start only)…');
  const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
