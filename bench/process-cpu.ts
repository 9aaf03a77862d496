import { readFileSync, readdirSync, readlinkSync } from 'node:fs';

/** USER_HZ: what /proc counts CPU time in, 100 on every Linux build this runs on. */
const TICKS_PER_SECOND = 100;

const processIds = () => readdirSync('/proc').filter((entry) => /^\d+$/.test(entry)).map(Number);

/** The fields of /proc/<pid>/stat after the command name (which may hold spaces); undefined once the process is gone. */
function statFields(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/**
 * CPU ticks of a process, its own and those of its children it has reaped: a child that exits between two readings
 * (a PostgreSQL parallel worker, a backend) moves its time into its parent's, so a tree's sum loses none of it.
 */
function ticksOf(pid: number): number {
  const fields = statFields(pid);
  if (!fields) return 0;
  const [utime, stime, cutime, cstime] = [11, 12, 13, 14].map((index) => Number(fields[index]));
  return utime! + stime! + cutime! + cstime!;
}

/** `root` and every process below it, now. */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const pid of processIds()) {
    const parent = Number(statFields(pid)?.[1]);
    children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  const tree: number[] = [];
  for (const pending = [root]; pending.length > 0; ) {
    const pid = pending.pop()!;
    tree.push(pid);
    pending.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** The process listening on a local TCP port (the socket's inode among its open files), if any is visible. */
export function pidListeningOn(port: number): number | undefined {
  const listening = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let lines: string[];
    try {
      lines = readFileSync(table, 'utf8').trim().split('\n').slice(1);
    } catch {
      continue;
    }
    for (const columns of lines.map((line) => line.trim().split(/\s+/))) {
      const isListening = columns[3] === '0A';
      if (isListening && parseInt(columns[1]!.split(':')[1]!, 16) === port) listening.add(`socket:[${columns[9]}]`);
    }
  }
  if (listening.size === 0) return undefined;
  for (const pid of processIds()) {
    try {
      if (readdirSync(`/proc/${pid}/fd`).some((fd) => listening.has(readlinkSync(`/proc/${pid}/fd/${fd}`)))) return pid;
    } catch {
      // Gone, or not ours to read.
    }
  }
  return undefined;
}

/** Busy ticks of the whole machine (every CPU): user, nice, system, irq, softirq, steal. */
function machineBusyTicks(): number {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  return fields[0]! + fields[1]! + fields[2]! + fields[5]! + fields[6]! + fields[7]!;
}

export interface CpuSnapshot {
  readonly at: number;
  readonly serverTicks: number | undefined;
  readonly postgresTicks: number | undefined;
  readonly machineTicks: number;
  readonly ownUsage: NodeJS.CpuUsage;
}

/** Where the CPU went between two snapshots, in seconds of one core; undefined where the process was not visible. */
export interface CpuUse {
  readonly seconds: number;
  readonly server: number | undefined;
  readonly postgres: number | undefined;
  /** This process: the load generator. */
  readonly loadGenerator: number;
  /** Everything else on the machine meanwhile, in cores: other programs disturbing the figures. */
  readonly otherCores: number;
}

const treeTicks = (root: number | undefined) => (root === undefined ? undefined : processTree(root).reduce((sum, pid) => sum + ticksOf(pid), 0));

export function cpuSnapshot(serverPid: number | undefined, postgresPid: number | undefined): CpuSnapshot {
  return {
    at: performance.now(),
    serverTicks: treeTicks(serverPid),
    postgresTicks: treeTicks(postgresPid),
    machineTicks: machineBusyTicks(),
    ownUsage: process.cpuUsage(),
  };
}

export function cpuBetween(before: CpuSnapshot, after: CpuSnapshot): CpuUse {
  const seconds = (after.at - before.at) / 1000;
  const secondsOf = (from: number | undefined, to: number | undefined) => (from === undefined || to === undefined ? undefined : (to - from) / TICKS_PER_SECOND);
  const server = secondsOf(before.serverTicks, after.serverTicks);
  const postgres = secondsOf(before.postgresTicks, after.postgresTicks);
  const own = process.cpuUsage(before.ownUsage);
  const loadGenerator = (own.user + own.system) / 1e6;
  const machine = (after.machineTicks - before.machineTicks) / TICKS_PER_SECOND;
  return { seconds, server, postgres, loadGenerator, otherCores: Math.max(0, machine - (server ?? 0) - (postgres ?? 0) - loadGenerator) / seconds };
}

/** Cores the machine used over `ms`, this process aside. */
async function busyCoresOver(ms: number): Promise<number> {
  const before = cpuSnapshot(undefined, undefined);
  await new Promise((resolve) => setTimeout(resolve, ms));
  const use = cpuBetween(before, cpuSnapshot(undefined, undefined));
  return use.otherCores;
}

/**
 * Waits until the machine has been nearly idle for a second (nothing but idle servers: no backlog of the last run,
 * no other program's burst), for at most `maxSeconds`; answers how long it waited and whether it got there.
 */
export async function waitUntilQuiet(maxSeconds: number, quietCores = 0.25): Promise<{ waitedSeconds: number; isQuiet: boolean }> {
  const startedAt = performance.now();
  const waitedSeconds = () => (performance.now() - startedAt) / 1000;
  for (let calmWindows = 0; waitedSeconds() < maxSeconds; ) {
    calmWindows = (await busyCoresOver(500)) < quietCores ? calmWindows + 1 : 0;
    if (calmWindows === 2) return { waitedSeconds: waitedSeconds(), isQuiet: true };
  }
  return { waitedSeconds: waitedSeconds(), isQuiet: false };
}
