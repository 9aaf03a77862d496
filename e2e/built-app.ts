import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, waitUntilReady } from '../api/src/testing/server-process.js';

const repoRoot = path.resolve(import.meta.dirname, '..');

export interface RunningApp {
  readonly baseUrl: string;
  stop(): Promise<void>;
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
  // The launcher `npm start` runs: it serves the compiled api bundle, rebuilt first if a source is newer.
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitUntilReady(child, baseUrl, { timeoutMs: 60_000 });
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
