import http from 'node:http';
import autocannon from 'autocannon';

/** Where and what to send: a GraphQL endpoint and the bodies to rotate through, with their headers. */
export interface LoadTarget {
  readonly url: string;
  readonly bodies: readonly string[];
  readonly headers: Readonly<Record<string, string>>;
}

export interface LoadResult {
  /** Answers with a 2xx status per second of the run. */
  readonly requestsPerSecond: number;
  readonly answered: number;
  /** Non-2xx answers, connection errors and timeouts. */
  readonly failed: number;
  readonly p50Ms: number | null;
  readonly p99Ms: number | null;
  readonly seconds: number;
}

/** A request that has not been answered after this long counts as failed. */
const TIMEOUT_SECONDS = 10;

function percentile(sorted: readonly number[], fraction: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
}

function resultOf(latenciesMs: number[], answered: number, failed: number, seconds: number): LoadResult {
  latenciesMs.sort((first, second) => first - second);
  return { requestsPerSecond: answered / seconds, answered, failed, p50Ms: percentile(latenciesMs, 0.5), p99Ms: percentile(latenciesMs, 0.99), seconds };
}

/** Throughput at saturation: `connections` clients, each sending its next request as soon as the last is answered. */
export function closedLoop(target: LoadTarget, { connections, seconds }: { connections: number; seconds: number }): Promise<LoadResult> {
  let sent = 0;
  const latenciesMs: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: target.url,
        connections,
        duration: seconds,
        pipelining: 1,
        timeout: TIMEOUT_SECONDS,
        requests: [{ method: 'POST', headers: { ...target.headers }, setupRequest: (request) => ({ ...request, body: target.bodies[sent++ % target.bodies.length] }) }],
      },
      (error, result) => {
        if (error) return reject(error);
        const elapsed = (result.finish.getTime() - result.start.getTime()) / 1000;
        resolve(resultOf(latenciesMs, result['2xx'], result.non2xx + result.errors + result.timeouts, elapsed));
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTimeMs) => void latenciesMs.push(responseTimeMs));
  });
}

/** An exponential gap with mean 1/rate: Poisson arrivals, as independent visitors arrive. */
const nextGapMs = (ratePerSecond: number) => (-Math.log(1 - Math.random()) * 1000) / ratePerSecond;

/**
 * Latency at a fixed offered rate: requests leave at their scheduled times (Poisson arrivals) whether or not
 * earlier ones were answered, and each latency counts from its scheduled time, so a server that falls behind
 * shows it (no coordinated omission, which a closed loop or a bursty rate limiter would hide).
 */
export async function openLoop(target: LoadTarget, { rate, seconds }: { rate: number; seconds: number }): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });
  const url = new URL(target.url);
  const latenciesMs: number[] = [];
  let answered = 0;
  let failed = 0;
  const send = (body: string, scheduledAt: number) =>
    new Promise<void>((resolve) => {
      const request = http.request(
        { hostname: url.hostname, port: url.port, path: url.pathname, method: 'POST', agent, headers: { ...target.headers, 'content-length': Buffer.byteLength(body) } },
        (response) => {
          response.resume();
          response.on('end', () => {
            latenciesMs.push(performance.now() - scheduledAt);
            if (response.statusCode! >= 200 && response.statusCode! < 300) answered += 1;
            else failed += 1;
            resolve();
          });
        },
      );
      request.setTimeout(TIMEOUT_SECONDS * 1000, () => request.destroy(new Error('timeout')));
      request.on('error', () => {
        failed += 1;
        resolve();
      });
      request.end(body);
    });
  const startedAt = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let scheduledAt = startedAt + nextGapMs(rate), sent = 0; scheduledAt < startedAt + seconds * 1000; scheduledAt += nextGapMs(rate), sent += 1) {
    const waitMs = scheduledAt - performance.now();
    if (waitMs > 1) await new Promise((resolve) => setTimeout(resolve, waitMs));
    inFlight.push(send(target.bodies[sent % target.bodies.length]!, scheduledAt));
  }
  await Promise.all(inFlight);
  agent.destroy();
  return resultOf(latenciesMs, answered, failed, seconds);
}
