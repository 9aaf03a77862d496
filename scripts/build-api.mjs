// `npm run build:api`: the server as one JavaScript file that plain `node` runs. Production ran the TypeScript
// through tsx, whose loader thread sat in every request's path (issue 13); the bundle needs no loader at all.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Two levels below the repository root, as api/src/main.ts is: code that finds the root from its own
 * `import.meta.dirname` (api/src/config.ts) is then right in the source and in the bundle alike.
 */
export const apiBundle = path.join(root, 'api/dist/main.js');

/** The embedded database's thread: its entry and the module it imports. */
const embeddedWorkerFiles = ['embedded-postgres-worker.mjs', 'embedded-wire-server.mjs'].map((file) => path.join(root, 'api/src/db', file));

/**
 * npm packages stay imports, resolved from node_modules at run time as under tsx; our workspace packages export
 * TypeScript, which plain `node` cannot load, so they are bundled.
 */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path: importPath, kind }) =>
      kind === 'entry-point' || importPath.startsWith('@india-tours/') ? undefined : { path: importPath, external: true },
    );
  },
};

/** esbuild is the api's dependency: resolved from there, not from wherever npm happened to hoist it. */
async function importEsbuild() {
  const apiRequire = createRequire(path.join(root, 'api/package.json'));
  return import(pathToFileURL(apiRequire.resolve('esbuild')).href);
}

/** Written beside, then renamed into place: a server starting meanwhile never reads a half-written bundle. */
function writeAtomically(outputFiles) {
  for (const { path: outputPath, contents } of outputFiles) {
    const partialPath = `${outputPath}.${process.pid}.partial`;
    writeFileSync(partialPath, contents);
    renameSync(partialPath, outputPath);
  }
}

export async function buildApi() {
  const esbuild = await importEsbuild();
  const { outputFiles } = await esbuild.build({
    entryPoints: [path.join(root, 'api/src/main.ts')],
    outfile: apiBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // experimentalDecorators and useDefineForClassFields: esbuild emits no decorator metadata, as tsx did not.
    tsconfig: path.join(root, 'api/tsconfig.json'),
    // TypeORM and TypeGraphQL name tables, migrations and GraphQL types after classes, which bundling may rename.
    keepNames: true,
    // Stack traces in the logs (describeError) then point at the .ts lines: the server runs with --enable-source-maps.
    // Node maps frames from the mappings alone; without the sources' text the map it reads at start is 270 kB, not 970.
    sourcemap: 'linked',
    sourcesContent: false,
    plugins: [npmPackagesExternal],
    write: false,
    logLevel: 'warning',
  });
  await esbuild.stop();
  await mkdir(path.dirname(apiBundle), { recursive: true });
  // The embedded database's thread loads files of its own, found beside the module that starts it: plain JavaScript
  // that imports npm packages and each other only, so they run as they are. Before the bundle, as the launcher
  // judges the build's age by the bundle's time (build-api-once.mjs).
  const besideBundle = (file) => path.join(path.dirname(apiBundle), path.basename(file));
  writeAtomically(embeddedWorkerFiles.map((file) => ({ path: besideBundle(file), contents: readFileSync(file) })));
  // The map first: a bundle renamed into place always finds the map it names.
  const isMap = (file) => file.path.endsWith('.map');
  writeAtomically([...outputFiles.filter(isMap), ...outputFiles.filter((file) => !isMap(file))]);
}

if (process.argv[1] === import.meta.filename) await buildApi();
