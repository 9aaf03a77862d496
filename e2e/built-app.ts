import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');

export interface RunningApp {
  readonly baseUrl: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function waitUntilReady(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app exited with code ${child.exitCode} before it was ready.`);
    const isReady = await fetch(`${baseUrl}/readyz`).then((response) => response.ok, () => false);
    if (isReady) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The app was not ready within ${timeoutMs} ms.`);
}

/**
 * The production build as a user runs it (`npm start`), on a fresh embedded database. PUBLIC_URL is
 * the address it is served at, so links in its mail lead back to it; `env` adds or overrides
 * variables (e.g. SMTP_URL).
 */
export async function startBuiltApp(options: { env?: Record<string, string> } = {}): Promise<RunningApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'india-tours-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      TSX_TSCONFIG_PATH: path.join(repoRoot, 'api/tsconfig.json'),
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitUntilReady(baseUrl, child, 60_000);
  return {
    baseUrl,
    /** Stops it as a process manager would; rejects unless it shuts down cleanly on SIGTERM. */
    async stop() {
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      const exitCode = await exited;
      await rm(dataDir, { recursive: true, force: true });
      if (exitCode !== 0) throw new Error(`The app exited with code ${exitCode} on SIGTERM.`);
    },
  };
}
