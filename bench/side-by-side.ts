import { checkedAnswers, firstDifference } from './answer-check.js';
import { medianRun, perRequestMs, type SaturationRun, type ServerFigures, type WorkloadFigures } from './compare-report.js';
import { closedLoop, openLoop, type LoadResult } from './load.js';
import { cpuBetween, cpuSnapshot, waitUntilQuiet } from './process-cpu.js';
import type { BenchServer } from './servers.js';
import type { StatementFigures, StatementStats } from './statement-stats.js';
import type { Workload, WorkloadName } from './workloads.js';

export interface SideBySideOptions {
  readonly rounds: number;
  readonly connections: number;
  readonly warmupSeconds: number;
  readonly seconds: number;
  /** Offered requests per second of the fixed-rate pass; 0 skips it. */
  readonly fixedRate: number;
  /** Longest wait for the machine to calm down before each run (the last run's backlog, another program's burst); 0 skips it. */
  readonly quietWaitSeconds: number;
  /** Reads statements per request; undefined when pg_stat_statements is not available. */
  readonly statementStats: StatementStats | undefined;
}

/** At least this many sample requests per statement count, and every body of the rotation once. */
const STATEMENT_SAMPLES = 20;
/** Long enough to see the product's idle polling (every 5 s) twice. */
const IDLE_SECONDS = 10;
/** Lets the warm-up's sockets close before the measured run opens its own. */
const SOCKETS_CLOSE_MS = 300;

const log = (line: string) => console.error(line);

/** Before a run: the last run's backlog worked off and other programs idle, or as near as the wait allows. */
async function settle({ quietWaitSeconds }: SideBySideOptions): Promise<void> {
  if (quietWaitSeconds <= 0) return;
  const { waitedSeconds, isQuiet } = await waitUntilQuiet(quietWaitSeconds);
  if (!isQuiet || waitedSeconds > 3) log(`[quiet] waited ${waitedSeconds.toFixed(0)} s for the machine to calm down${isQuiet ? '' : ' (it did not)'}`);
}

const target = (server: BenchServer, workload: Workload) => ({ url: server.url, bodies: workload.bodies, headers: workload.headers });

/** The servers in turn, the first one rotating with the round and the workload, so neither always runs on a cooler machine. */
const inTurn = (servers: readonly BenchServer[], turn: number) => servers.map((_, index) => servers[(index + turn) % servers.length]!);

async function statementsOf(server: BenchServer, workload: Workload, stats: StatementStats): Promise<StatementFigures> {
  return stats.measure(async () => {
    const samples = Math.max(STATEMENT_SAMPLES, workload.bodies.length);
    for (let sample = 0; sample < samples; sample += 1) {
      await fetch(server.url, { method: 'POST', headers: { ...workload.headers }, body: workload.bodies[sample % workload.bodies.length] }).then((answer) => answer.arrayBuffer());
    }
    return samples;
  });
}

async function saturationRun(server: BenchServer, workload: Workload, round: number, options: SideBySideOptions): Promise<SaturationRun> {
  await settle(options);
  await closedLoop(target(server, workload), { connections: options.connections, seconds: options.warmupSeconds });
  await new Promise((resolve) => setTimeout(resolve, SOCKETS_CLOSE_MS));
  const before = cpuSnapshot(server.pid, server.databasePid);
  const result = await closedLoop(target(server, workload), { connections: options.connections, seconds: options.seconds });
  const cpu = cpuBetween(before, cpuSnapshot(server.pid, server.databasePid));
  const perRequest = (seconds: number | undefined) => perRequestMs(seconds, result)?.toFixed(2) ?? '?';
  log(
    `[load] round ${round} ${workload.name} ${server.name}: ${Math.round(result.requestsPerSecond)} req/s, p50 ${result.p50Ms?.toFixed(1)} p99 ${result.p99Ms?.toFixed(1)} ms, ` +
      `CPU ms/request node ${perRequest(cpu.server)} postgres ${perRequest(cpu.postgres)}, other load ${cpu.otherCores.toFixed(2)} cores`,
  );
  return { ...result, round, cpu };
}

/** Each server's answers once (refusing wrong ones), and where the later servers' differ from the first's. */
async function checkAnswers(servers: readonly BenchServer[], workload: Workload) {
  const answersByServer = await Promise.all(servers.map((server) => checkedAnswers(server.url, workload)));
  const [expected, ...others] = answersByServer;
  const differences = others.flatMap((answers) =>
    answers.flatMap((answer, index) => {
      if (answer === expected![index]) return [];
      const sameJson = `the same JSON in different bytes (${Buffer.byteLength(expected![index]!)} and ${Buffer.byteLength(answer)})`;
      return [firstDifference(JSON.parse(expected![index]!), JSON.parse(answer)) ?? sameJson];
    }),
  );
  const averageBytes = answersByServer.map((answers) => answers.reduce((sum, answer) => sum + Buffer.byteLength(answer), 0) / answers.length);
  return { differences, averageBytes };
}

/**
 * The servers side by side on each workload: answers checked, statements counted, then `rounds` rounds in which
 * the servers take turns per workload (warm-up, then a measured closed loop with CPU read from /proc), then one
 * fixed-rate pass per workload, in turns again.
 */
export async function measureSideBySide(servers: readonly BenchServer[], workloads: readonly Workload[], options: SideBySideOptions): Promise<WorkloadFigures[]> {
  const prepared = new Map<WorkloadName, { differences: string[]; averageBytes: number[]; statements: (StatementFigures | undefined)[] }>();
  await options.statementStats?.learnIdleRate(IDLE_SECONDS);
  for (const workload of workloads) {
    const { differences, averageBytes } = await checkAnswers(servers, workload);
    const statements: (StatementFigures | undefined)[] = [];
    for (const server of servers) statements.push(options.statementStats && (await statementsOf(server, workload, options.statementStats)));
    prepared.set(workload.name, { differences, averageBytes, statements });
    log(`[check] ${workload.name}: ${workload.bodies.length} bodies answered by every server, ${differences.length === 0 ? 'identically' : `${differences.length} differently`}`);
  }
  const runs = new Map<string, SaturationRun[]>();
  const key = (workload: Workload, server: BenchServer) => `${workload.name} ${server.name}`;
  for (let round = 1; round <= options.rounds; round += 1) {
    for (const [index, workload] of workloads.entries()) {
      for (const server of inTurn(servers, round + index)) {
        runs.set(key(workload, server), [...(runs.get(key(workload, server)) ?? []), await saturationRun(server, workload, round, options)]);
      }
    }
  }
  const fixedRateRuns = new Map<string, LoadResult>();
  for (const [index, workload] of options.fixedRate > 0 ? workloads.entries() : []) {
    for (const server of inTurn(servers, index)) {
      await settle(options);
      const result = await openLoop(target(server, workload), { rate: options.fixedRate, seconds: options.seconds });
      log(`[rate] ${workload.name} ${server.name} at ${options.fixedRate} req/s: p50 ${result.p50Ms?.toFixed(1)} p99 ${result.p99Ms?.toFixed(1)} ms, ${result.failed} failed`);
      fixedRateRuns.set(key(workload, server), result);
    }
  }
  return workloads.map((workload) => {
    const { differences, averageBytes, statements } = prepared.get(workload.name)!;
    const figuresOf = (server: BenchServer, index: number): ServerFigures => {
      const serverRuns = runs.get(key(workload, server))!;
      return {
        median: medianRun(serverRuns),
        roundsRequestsPerSecond: serverRuns.map((run) => run.requestsPerSecond),
        statements: statements[index],
        fixedRate: fixedRateRuns.get(key(workload, server)),
        responseBytes: averageBytes[index]!,
      };
    };
    return { workload: workload.name, servers: Object.fromEntries(servers.map((server, index) => [server.name, figuresOf(server, index)])), answerDifferences: differences };
  });
}
