import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort, isReady, waitUntilReady } from './testing/server-process.js';

// Real processes on one on-disk DATA_DIR, in order: the first start creates it (~5 s), later ones reopen it (~1 s).
const repoRoot = path.resolve(import.meta.dirname, '../..');
let dataDir: string;
const started: ChildProcess[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'india-tours-main-'));
});
afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** `command` from the repository root, serving DATA_DIR on a free port; its output is collected in `output`. */
async function launch(command: string[], env: Record<string, string> = {}) {
  const port = await freePort();
  const child = spawn(command[0]!, command.slice(1), {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...{ NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '' },
      ...env,
    },
  });
  started.push(child);
  const run = { child, port, output: '' };
  child.stdout!.on('data', (chunk: Buffer) => (run.output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (run.output += chunk.toString()));
  return run;
}

const startServer = (env?: Record<string, string>) =>
  launch([process.execPath, '--import', 'tsx', 'api/src/main.ts'], { TSX_TSCONFIG_PATH: 'api/tsconfig.json', ...env });

type Launched = Awaited<ReturnType<typeof launch>>;

async function waitFor(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting until ${what}.`);
}

function untilReady(launched: Launched): Promise<void> {
  return waitUntilReady(launched.child, `http://127.0.0.1:${launched.port}`, { timeoutMs: 60_000, output: () => launched.output });
}

/** Every file's modification time and size: any write PGlite, a migration or the admin update made shows here. */
async function snapshotFiles(): Promise<string[]> {
  const files = await readdir(dataDir, { recursive: true, withFileTypes: true });
  const entries = files.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  return Promise.all(
    entries.map(async (file) => {
      const { mtimeMs, size } = await stat(file);
      return `${file} ${mtimeMs} ${size}`;
    }),
  );
}

function isRunning(pid: number): boolean {
  const statFile = `/proc/${pid}/stat`;
  // Orphans re-parented to an init that does not reap them linger as zombies (state Z): gone all the same.
  return existsSync(statFile) && !/\) Z /.test(readFileSync(statFile, 'utf8'));
}

function descendantsOf(pid: number): number[] {
  const children = readdirSync(`/proc/${pid}/task`).flatMap((thread) =>
    readFileSync(`/proc/${pid}/task/${thread}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
  );
  return children.flatMap((child) => [child, ...descendantsOf(child)]);
}

/** These start the embedded database whatever the suite runs on: its second run, on a PostgreSQL server, would only repeat them. */
const isServerRun = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(isServerRun)('two servers on one DATA_DIR', { timeout: 120_000 }, () => {
  it('refuses the second at once, naming the folder and the owner, and leaves the folder untouched', async () => {
    const owner = await startServer();
    await untilReady(owner);
    const filesBefore = await snapshotFiles();

    const second = await startServer({ ADMIN_EMAIL: 'second@example.com', ADMIN_PASSWORD: 'Second-Owner-Wins-2718' });
    const [exitCode] = (await once(second.child, 'exit')) as [number | null];

    expect(exitCode).toBe(1);
    expect(second.output).toContain(
      `The data folder ${dataDir} is already in use by process ${owner.child.pid} (india-tours on port ${owner.port})`,
    );
    expect(await snapshotFiles()).toEqual(filesBefore);
    expect(await isReady(`http://127.0.0.1:${owner.port}`)).toBe(true);

    // The kernel frees the lock with its process: no stale lock to wait out after a SIGKILL.
    owner.child.kill('SIGKILL');
    await once(owner.child, 'exit');
    const next = await startServer();
    await untilReady(next);
    next.child.kill('SIGTERM');
    expect(await once(next.child, 'exit')).toEqual([0, null]);
  });
});

describe.skipIf(isServerRun)('npm start', { timeout: 120_000 }, () => {
  async function treeWhenReady(launcher: Launched): Promise<number[]> {
    await untilReady(launcher);
    return descendantsOf(launcher.child.pid!);
  }

  it('runs the compiled server with plain node, no TypeScript loader in its process', async () => {
    // Each node process and thread prints how it was started before its own code runs: the server's title hides its
    // argv from /proc. The embedded database's thread inherits the server's options.
    const printHowStarted = 'data:text/javascript,console.log(`started:${JSON.stringify([process.argv[1],...process.execArgv])}`)';
    const launcher = await launch([process.execPath, 'scripts/start.mjs'], { NODE_OPTIONS: `--import=${printHowStarted}` });
    await untilReady(launcher);

    const started = [...launcher.output.matchAll(/^started:(.+)$/gm)].map(([, how]) => JSON.parse(how!) as string[]);
    expect(started).toEqual([
      [path.join(repoRoot, 'scripts/start.mjs')],
      [path.join(repoRoot, 'api/dist/main.js'), '--enable-source-maps'],
      [path.join(repoRoot, 'api/dist/embedded-postgres-worker.mjs'), '--enable-source-maps'],
    ]);
  });

  it('leaves no server running when scripts/start.mjs is killed with SIGKILL', async () => {
    const launcher = await launch([process.execPath, 'scripts/start.mjs']);
    const tree = await treeWhenReady(launcher);

    launcher.child.kill('SIGKILL');

    await waitFor(() => !tree.some(isRunning), 'the server has exited');
    expect(launcher.output).toContain('Launcher gone: finishing open requests, then closing.');
  });

  it('leaves no server running when npm itself is killed with SIGKILL', async () => {
    // --ignore-scripts skips only the prestart web build, which this test does not need.
    const npm = await launch(['npm', 'start', '--ignore-scripts']);
    const tree = await treeWhenReady(npm); // sh -c, scripts/start.mjs, the server

    npm.child.kill('SIGKILL');

    await waitFor(() => !tree.some(isRunning), 'the shell, the launcher and the server have exited');
  });
});
