// The part of autocannon 9's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface AutocannonRequest {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called before each request is sent: returns the request to send (e.g. the next body of a rotation). */
    setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
  }

  interface AutocannonOptions {
    url: string;
    connections: number;
    /** Seconds. */
    duration: number;
    pipelining?: number;
    /** Seconds before a request counts as a timeout. */
    timeout?: number;
    requests: AutocannonRequest[];
  }

  interface AutocannonResult {
    '2xx': number;
    non2xx: number;
    errors: number;
    timeouts: number;
    start: Date;
    finish: Date;
  }

  interface AutocannonInstance extends EventEmitter {
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void): this;
  }

  function autocannon(options: AutocannonOptions, done: (error: Error | null, result: AutocannonResult) => void): AutocannonInstance;
  export default autocannon;
}
