// `npm start`'s prestart: build the web client when it is missing (first start only; `npm run build` rebuilds it).
// The api's bundle must follow every source change instead: the launcher checks it (scripts/build-api-once.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

if (!existsSync(path.join(root, 'web/dist/index.html'))) {
  console.log('Building the web client (first start only)…');
  const build = spawnSync(npm, ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
