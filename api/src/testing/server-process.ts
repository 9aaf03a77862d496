import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

/** A loopback port free right now (the OS picks it), for a server process about to start. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

export function isReady(baseUrl: string): Promise<boolean> {
  return fetch(`${baseUrl}/readyz`).then((response) => response.ok, () => false);
}

/**
 * Waits until the server process `child` answers /readyz at `baseUrl`. Throws at once when it exits
 * first (with `output()`, what it printed, when the caller collects it), or after `timeoutMs`.
 */
export async function waitUntilReady(
  child: ChildProcess,
  baseUrl: string,
  { timeoutMs, output }: { timeoutMs: number; output?: () => string },
): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    if (child.exitCode !== null) {
      throw new Error(`The app exited with code ${child.exitCode} before it was ready.${output ? `\n${output()}` : ''}`);
    }
    if (await isReady(baseUrl)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The app was not ready within ${timeoutMs} ms.`);
}
