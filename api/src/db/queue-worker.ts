import { describeError, type Logger } from '../logger.js';

/**
 * Drains a queue kept in a table: a run when `notify()` is called (right after the commit that queued
 * the work) and one every poll interval (for work a crashed or busy instance left). Runs never overlap;
 * a notify during a run, or a run that says more is due, schedules one more run after it.
 */
export class QueueWorker {
  private pollTimer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private isRequeued = false;

  /** `runOnce` does one bounded piece of work and tells whether more may be due. */
  constructor(
    private readonly name: string,
    private readonly runOnce: () => Promise<boolean>,
    private readonly pollIntervalMs: number,
    private readonly logger: Logger,
  ) {}

  start(): void {
    this.pollTimer ??= setInterval(() => this.notify(), this.pollIntervalMs).unref();
  }

  notify(): void {
    if (this.running) {
      this.isRequeued = true;
      return;
    }
    this.running = this.runOnce()
      .then((isMoreDue) => {
        if (isMoreDue) this.isRequeued = true;
      })
      .catch((error: unknown) => this.logger.error({ worker: this.name, ...describeError(error) }, 'Queue run failed'))
      .finally(() => {
        this.running = undefined;
        if (this.isRequeued) {
          this.isRequeued = false;
          this.notify();
        }
      });
  }

  /** Stops polling and waits for the run in progress; work still queued stays in its table. */
  async stop(): Promise<void> {
    clearInterval(this.pollTimer);
    this.pollTimer = undefined;
    this.isRequeued = false;
    await this.running;
  }
}
