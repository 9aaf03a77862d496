import { createLogger, type Logger } from '../logger.js';

export interface CapturedLog {
  readonly logger: Logger;
  /** Every line written so far, parsed. */
  entries(): Record<string, unknown>[];
  /** Every line written so far, as written. */
  text(): string;
}

/** A real pino logger at `level` whose JSON lines stay in memory for the test to read. */
export function capturedLog(level: 'info' | 'debug' = 'info'): CapturedLog {
  const lines: string[] = [];
  const logger = createLogger({ nodeEnv: 'test', level, destination: { write: (line: string) => void lines.push(line) } });
  return {
    logger,
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    text: () => lines.join(''),
  };
}
