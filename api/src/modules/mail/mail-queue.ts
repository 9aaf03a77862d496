import type { DataSource, EntityManager } from 'typeorm';
import { QueueWorker } from '../../db/queue-worker.js';
import { silentLogger, type Logger } from '../../logger.js';
import type { MailDeliveryStatus } from './mail-delivery-status.js';
import type { MailMessage, MailTransport } from './mailer.js';

/** Retries: 30 s, 1 min, 2 min … capped at an hour, then the message is marked FAILED. */
export const MAX_DELIVERY_ATTEMPTS = 8;
const FIRST_RETRY_SECONDS = 30;
const LONGEST_RETRY_SECONDS = 3600;
/** One message per claim: each lease then covers a single bounded SMTP exchange. */
const BATCH_SIZE = 1;
/** A claimed message is left alone by other senders this long; past it, a crashed sender's claim lapses. */
const LEASE_SECONDS = 120;

export function retryDelaySeconds(attempts: number): number {
  return Math.min(LONGEST_RETRY_SECONDS, FIRST_RETRY_SECONDS * 2 ** (attempts - 1));
}

interface ClaimedMessage {
  id: string;
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  attempts: number;
  /** Ours while it is still in the row: results are recorded only under it. */
  claimToken: string;
}

const CLAIM_DUE_SQL = `
  UPDATE mail_outbox SET locked_until = now() + $1::interval, attempts = attempts + 1, claim_token = gen_random_uuid()
  WHERE id IN (
    SELECT id FROM mail_outbox
    WHERE status = 'PENDING' AND next_attempt_at <= now() AND (locked_until IS NULL OR locked_until < now())
    ORDER BY next_attempt_at LIMIT $2 FOR UPDATE SKIP LOCKED)
  RETURNING id, recipient, subject, text_body AS "textBody", html_body AS "htmlBody", attempts, claim_token AS "claimToken"`;

export interface MailQueueOptions {
  readonly pollIntervalMs?: number;
  readonly logger?: Logger;
}

/**
 * The mail queue, an outbox: messages are written in the transaction of the change they report, and a sender
 * delivers them afterwards, polling and woken by `notify()`. State lives only in the table, so any
 * number of instances can send, and a crash loses nothing. Without a transport nothing is sent: the
 * messages wait, PENDING, for an instance that has one.
 */
export class MailQueue {
  private readonly sender: QueueWorker | undefined;
  private readonly logger: Logger;

  constructor(
    private readonly dataSource: DataSource,
    private readonly transport: MailTransport | undefined,
    { pollIntervalMs = 5000, logger = silentLogger }: MailQueueOptions = {},
  ) {
    this.logger = logger;
    this.sender = transport && new QueueWorker('Mail queue', () => this.deliverDue(transport), pollIntervalMs, logger);
  }

  /** Adds a message inside the caller's transaction and returns its id; call `notify()` after it commits. */
  async enqueue(manager: EntityManager, message: MailMessage): Promise<string> {
    const [queued] = (await manager.query(
      `INSERT INTO mail_outbox (recipient, subject, text_body, html_body) VALUES ($1, $2, $3, $4) RETURNING id::text AS id`,
      [message.to, message.subject, message.text, message.html ?? null],
    )) as { id: string }[];
    return queued!.id;
  }

  /** Where each message is (PENDING, SENT, LOGGED or FAILED), by id; a missing id is left out. */
  async statusesOf(ids: readonly string[]): Promise<Map<string, MailDeliveryStatus>> {
    const rows = (await this.dataSource.query(`SELECT id::text AS id, status FROM mail_outbox WHERE id = ANY($1::bigint[])`, [[...ids]])) as {
      id: string;
      status: MailDeliveryStatus;
    }[];
    return new Map(rows.map((row) => [row.id, row.status]));
  }

  start(): void {
    this.sender?.start();
  }

  /** Delivers what is due now (call it after the transaction that enqueued has committed). */
  notify(): void {
    this.sender?.notify();
  }

  async stop(): Promise<void> {
    await this.sender?.stop();
    this.transport?.close();
  }

  private async deliverDue(transport: MailTransport): Promise<boolean> {
    const [claimed] = (await this.dataSource.query(CLAIM_DUE_SQL, [`${LEASE_SECONDS} seconds`, BATCH_SIZE])) as [
      ClaimedMessage[],
      number,
    ];
    for (const message of claimed) await this.deliver(transport, message);
    return claimed.length === BATCH_SIZE;
  }

  private async deliver(transport: MailTransport, message: ClaimedMessage): Promise<void> {
    try {
      await transport.send({
        to: message.recipient,
        subject: message.subject,
        text: message.textBody,
        ...(message.htmlBody ? { html: message.htmlBody } : {}),
      });
      await this.dataSource.query(
        `UPDATE mail_outbox SET status = $3, finished_at = now(), locked_until = NULL, last_error = NULL, claim_token = NULL
         WHERE id = $1 AND claim_token = $2`,
        [message.id, message.claimToken, transport.isDelivering ? 'SENT' : 'LOGGED'],
      );
    } catch (error) {
      this.logFailure(message, error);
      await this.recordFailure(message, error instanceof Error ? error.message : String(error));
    }
  }

  /**
   * By the mail's id and the SMTP codes only: the recipient is personal data, and SMTP refusals quote
   * it ("550 <someone@example.in>: unknown user"). The whole reason is kept in the row, for the desk.
   */
  private logFailure(message: ClaimedMessage, error: unknown): void {
    const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
    this.logger.warn({ mailId: message.id, attempt: message.attempts, code, responseCode }, 'Mail delivery failed');
  }

  private async recordFailure(message: ClaimedMessage, reason: string): Promise<void> {
    const isFinal = message.attempts >= MAX_DELIVERY_ATTEMPTS;
    await this.dataSource.query(
      `UPDATE mail_outbox SET status = $3::varchar, last_error = $4, locked_until = NULL, claim_token = NULL,
         next_attempt_at = now() + $5::interval, finished_at = CASE WHEN $3::varchar = 'FAILED' THEN now() END
       WHERE id = $1 AND claim_token = $2`,
      [message.id, message.claimToken, isFinal ? 'FAILED' : 'PENDING', reason.slice(0, 2000), `${retryDelaySeconds(message.attempts)} seconds`],
    );
  }
}
