// The launcher's guard: rebuild api/dist/main.js when any source it is built from changed since (a `git pull`, an
// edit), so `npm start` never serves yesterday's code. Comparing modification times walks ~300 entries: ~5 ms.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { apiBundle, buildApi } from './build-api.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** What the bundle is made from: the code it takes in, how it is compiled, the versions installed, the build itself. */
const bundleSources = [
  'api/src',
  'migrations',
  'validation',
  'api/tsconfig.json',
  'tsconfig.base.json',
  'package-lock.json',
  'scripts/build-api.mjs',
].map((source) => path.join(root, source));

/** The latest modification under `entry`; a folder's own time counts too, as deleting or renaming a file changes only that. */
function latestModificationMs(entry) {
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  const children = readdirSync(entry).map((name) => latestModificationMs(path.join(entry, name)));
  return Math.max(stats.mtimeMs, ...children);
}

/** Whether `output` is missing or older than anything under `sources` (files or folders). */
export function isOlderThanSources(output, sources) {
  const built = statSync(output, { throwIfNoEntry: false });
  return built === undefined || sources.some((source) => latestModificationMs(source) > built.mtimeMs);
}

export async function buildApiIfStale() {
  if (!isOlderThanSources(apiBundle, bundleSources)) return;
  console.log('Building the api (missing, or older than its sources)…');
  await buildApi();
}
