import type { CpuUse } from './process-cpu.js';
import type { LoadResult } from './load.js';
import type { StatementFigures } from './statement-stats.js';
import { WORKLOAD_TITLES, type WorkloadName } from './workloads.js';

/** One measured saturation run of one server on one workload. */
export interface SaturationRun extends LoadResult {
  readonly round: number;
  readonly cpu: CpuUse;
}

/** Everything measured of one server on one workload. */
export interface ServerFigures {
  /** The round with the median throughput (its latencies and CPU go with it). */
  readonly median: SaturationRun;
  readonly roundsRequestsPerSecond: readonly number[];
  readonly statements: StatementFigures | undefined;
  readonly fixedRate: LoadResult | undefined;
  readonly responseBytes: number;
}

export interface WorkloadFigures {
  readonly workload: WorkloadName;
  readonly servers: Readonly<Record<string, ServerFigures>>;
  /** Where the two servers' answers differ (the first difference per body), empty when they match byte for byte. */
  readonly answerDifferences: readonly string[];
}

/** The run with the median requests per second (the lower middle one of an even count). */
export function medianRun(runs: readonly SaturationRun[]): SaturationRun {
  const sorted = [...runs].sort((first, second) => first.requestsPerSecond - second.requestsPerSecond);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

const DISTURBED_CORES = 0.25;

const number = (value: number | null | undefined, digits = 1) => (value === null || value === undefined ? 'n/a' : value.toFixed(digits));
const whole = (value: number) => Math.round(value).toLocaleString('en-US');
/** CPU milliseconds per request that got an answer (a failed one costs too); undefined where the process was not visible. */
export const perRequestMs = (seconds: number | undefined, run: LoadResult) =>
  seconds === undefined ? undefined : (seconds * 1000) / Math.max(1, run.answered + run.failed);
const pair = (first: string, second: string) => `${first} · ${second}`;

/**
 * The comparison as one markdown table: per workload the baseline's and the other server's throughput, their
 * ratio, then "baseline · other" for latency at saturation, SQL statements and database time per request, Node
 * and PostgreSQL CPU per request, and latency and failures at the fixed rate.
 */
export function comparisonTable(rows: readonly WorkloadFigures[], [baseline, other]: readonly [string, string], fixedRate: number): string {
  const headings = [
    'workload', `${baseline} req/s`, `${other} req/s`, `${other} ÷ ${baseline}`, `p50 / p99 ms at saturation (${baseline} · ${other})`,
    'SQL statements / request', 'DB ms / request', 'Node CPU ms / request', 'PostgreSQL CPU ms / request',
    ...(fixedRate > 0 ? [`at ${fixedRate} req/s: p50 / p99 ms, errors`] : []),
  ];
  const lines = [`| ${headings.join(' | ')} |`, `|---|${headings.slice(1).map(() => '---:').join('|')}|`];
  for (const { workload, servers } of rows) {
    const [first, second] = [servers[baseline]!, servers[other]!];
    const cell = (figures: (server: ServerFigures) => string) => pair(figures(first), figures(second));
    const cells = [
      `${workload} ${WORKLOAD_TITLES[workload]}`,
      whole(first.median.requestsPerSecond),
      whole(second.median.requestsPerSecond),
      number(second.median.requestsPerSecond / first.median.requestsPerSecond, 3),
      cell(({ median }) => `${number(median.p50Ms)} / ${number(median.p99Ms)}`),
      cell(({ statements }) => number(statements?.statementsPerRequest)),
      cell(({ statements }) => number(statements?.databaseMsPerRequest, 2)),
      cell(({ median }) => number(perRequestMs(median.cpu.server, median), 2)),
      cell(({ median }) => number(perRequestMs(median.cpu.postgres, median), 2)),
      ...(fixedRate > 0 ? [cell(({ fixedRate: run }) => (run ? `${number(run.p50Ms)} / ${number(run.p99Ms)}, ${run.failed}` : 'n/a'))] : []),
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

/** What a reader must know to trust the table: rounds, differing answers, disturbed runs. */
export function comparisonNotes(rows: readonly WorkloadFigures[], rounds: number): string[] {
  const notes = [`Median of ${rounds} round(s) by req/s; each server's answers were checked (200, no errors, data present) before loading.`];
  for (const { workload, servers, answerDifferences } of rows) {
    if (answerDifferences.length > 0) notes.push(`${workload}: the answers differ in ${answerDifferences.length} request(s), e.g. ${answerDifferences[0]}`);
    for (const [name, figures] of Object.entries(servers)) {
      const other = figures.median.cpu.otherCores;
      if (other > DISTURBED_CORES) notes.push(`${workload} ${name}: other processes used ${other.toFixed(2)} cores meanwhile: the figure is disturbed.`);
      if (figures.median.failed > 0) notes.push(`${workload} ${name}: ${figures.median.failed} failed requests at saturation.`);
    }
  }
  return notes;
}
