import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { connect, createServer, type Server } from 'node:net';

/**
 * Why an abstract-namespace Unix socket (Linux): binding a name is atomic (exactly one process wins, the
 * others get EADDRINUSE), there is no file to go stale or to unlink in a race, and the kernel frees the
 * name the instant its process dies, even by SIGKILL. A socket file would need a "stale?" check that two
 * starters can both pass and then unlink each other's socket; `flock(1)` would need a helper process and
 * an external binary. Caveat: abstract names are per network namespace, so two containers sharing the
 * folder but not the network are not kept apart.
 */
const isSupported = process.platform === 'linux';
/** Answers from the owner arrive within milliseconds; a busy or dying owner must not hold up the refusal. */
const ownerReplyTimeoutMs = 1_000;
/** sizeof(sockaddr_un.sun_path) on Linux. Node 20 binds abstract names padded to it; a name that fills it is
 * the same address however a Node version binds it. */
const socketNameLength = 108;
/** Binding again only helps when the owner died in between; a name that keeps changing hands is in use. */
const maxAttempts = 3;

export interface DataDirLock {
  release(): Promise<void>;
}

interface OwnerReply {
  readonly pid: number;
  readonly title: string;
}

export class DataDirInUseError extends Error {
  constructor(dataDir: string, owner: OwnerReply | undefined) {
    const who = owner ? `process ${owner.pid} (${owner.title})` : 'another process (it did not say which)';
    super(
      `The data folder ${dataDir} is already in use by ${who}. Two servers on one embedded database ` +
        'overwrite each other: stop that one first, or give this one another DATA_DIR.',
    );
    this.name = 'DataDirInUseError';
  }
}

/**
 * Takes the data folder for this process alone, or throws DataDirInUseError at once. The lock lives as
 * long as the process (or until `release`). `process.title` is how the owner describes itself.
 * Keyed by device and inode, so a symlink or a bind mount of the folder is the same folder.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  if (!isSupported) {
    console.warn(`No lock on ${dataDir}: ${process.platform} has no abstract sockets; start one server per folder.`);
    return { release: async () => {} };
  }
  const socketName = await socketNameFor(dataDir);
  for (let attempt = 1; ; attempt += 1) {
    const server = await listenOrNull(socketName);
    if (server) return { release: () => new Promise((resolve) => server.close(() => resolve())) };
    const owner = await askOwner(socketName);
    if (owner !== 'gone' || attempt === maxAttempts) {
      throw new DataDirInUseError(dataDir, owner === 'gone' ? undefined : owner);
    }
  }
}

async function socketNameFor(dataDir: string): Promise<string> {
  const { dev, ino } = await stat(dataDir);
  const key = createHash('sha256').update(`${dev}:${ino}`).digest('hex');
  return `\0india-tours-data-dir:${key}`.padEnd(socketNameLength, '.');
}

function listenOrNull(socketName: string): Promise<Server | null> {
  const server = createServer((socket) => socket.end(JSON.stringify({ pid: process.pid, title: process.title })));
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' ? resolve(null) : reject(error),
    );
    // unref: holding the lock must not keep an otherwise finished process alive.
    server.listen(socketName, () => resolve(server.unref()));
  });
}

function askOwner(socketName: string): Promise<OwnerReply | undefined | 'gone'> {
  return new Promise((resolve) => {
    const socket = connect(socketName);
    let reply = '';
    socket.setEncoding('utf8');
    socket.setTimeout(ownerReplyTimeoutMs, () => socket.destroy());
    socket.on('data', (chunk: string) => (reply += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED' ? 'gone' : undefined));
    socket.on('close', () => resolve(parseOwnerReply(reply)));
  });
}

function parseOwnerReply(reply: string): OwnerReply | undefined {
  try {
    const { pid, title } = JSON.parse(reply) as Partial<OwnerReply>;
    return typeof pid === 'number' && typeof title === 'string' ? { pid, title } : undefined;
  } catch {
    return undefined;
  }
}
