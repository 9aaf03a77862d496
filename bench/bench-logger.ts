import { pino } from 'pino';
import { createLogger, type Logger } from '../api/src/logger.js';

/** Production's logging (a line per request, at info) written to nowhere: its cost is in the figures, its lines are not. */
export function benchLogger(): Logger {
  return createLogger({ nodeEnv: 'production', destination: pino.destination('/dev/null') });
}
