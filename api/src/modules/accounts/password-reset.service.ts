import { normalizeEmail } from '@india-tours/validation';
import { accountMessages } from '@india-tours/validation/accounts';
import type { DataSource, EntityManager } from 'typeorm';
import { QueueWorker } from '../../db/queue-worker.js';
import { fieldError } from '../../graphql/user-error.js';
import { passwordResetMail, type MailQueue } from '../mail/index.js';
import { AccountErrorCode, accountServerMessages } from './account.errors.js';
import {
  MAX_RESET_MAILS_PER_WINDOW,
  PASSWORD_RESET_VALIDITY_SECONDS,
  RESET_MAIL_WINDOW_SECONDS,
  hashToken,
  isWellFormedToken,
  newSecretToken,
  postgresInterval,
} from './account.rules.js';
import type { AccountError } from './account.types.js';
import { newPasswordErrors, resetRequestErrors } from './account.validation.js';
import { hashPassword } from './password-hashing.js';
import type { SessionService } from './session.service.js';
import type { Logger } from '../../logger.js';

export type ResetResult = { readonly message: string; readonly errors: readonly [] } | { readonly message: null; readonly errors: AccountError[] };

type AccountToMail = { id: number; name: string; email: string };

const failure = (errors: AccountError[]): ResetResult => ({ message: null, errors });
const success = (message: string): ResetResult => ({ message, errors: [] });

/** Takes the oldest queued request; SKIP LOCKED lets several instances process the queue side by side. */
const TAKE_NEXT_REQUEST_SQL = `
  DELETE FROM password_reset_requests
  WHERE id = (SELECT id FROM password_reset_requests ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
  RETURNING email`;

/** "Forgot password": mailed single-use links that expire in 30 minutes. */
export class PasswordResetService {
  private readonly requestProcessor: QueueWorker;

  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionService,
    private readonly mailQueue: MailQueue,
    private readonly publicUrl: string,
    logger: Logger,
    pollIntervalMs = 5000,
  ) {
    this.requestProcessor = new QueueWorker('Password reset requests', () => this.processNextRequest(), pollIntervalMs, logger);
  }

  start(): void {
    this.requestProcessor.start();
  }

  stop(): Promise<void> {
    return this.requestProcessor.stop();
  }

  /**
   * The answer is the same, after the same work, whether or not the email has an account: the request
   * is only queued here. The processor mails the link, a few per account per 15 minutes at most.
   */
  async requestReset(emailInput: string): Promise<ResetResult> {
    const errors = resetRequestErrors(emailInput);
    if (errors.length > 0) return failure(errors);
    await this.dataSource.query(`INSERT INTO password_reset_requests (email) VALUES ($1)`, [normalizeEmail(emailInput)]);
    this.requestProcessor.notify();
    return success(accountServerMessages.resetRequested);
  }

  /** Uses the link once (of two concurrent uses one wins), sets the password and ends every session. */
  async resetPassword(token: string, newPassword: string): Promise<ResetResult> {
    if (token.trim() === '') return failure([fieldError(AccountErrorCode.MISSING_TOKEN, accountMessages.missingToken, 'token')]);
    const errors = newPasswordErrors(newPassword);
    if (errors.length > 0) return failure(errors);
    const invalidToken = failure([fieldError(AccountErrorCode.INVALID_RESET_TOKEN, accountServerMessages.invalidResetToken, 'token')]);
    if (!isWellFormedToken(token) || !(await this.isUsableToken(token))) return invalidToken;
    // Hashed outside the transaction (CPU must not hold the database); the UPDATE below still decides who wins.
    const passwordHash = await hashPassword(newPassword);
    return this.dataSource.transaction(async (manager) => {
      const [usedRows] = (await manager.query(
        `UPDATE password_resets SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id AS "userId"`,
        [hashToken(token)],
      )) as [{ userId: number }[], number];
      const userId = usedRows[0]?.userId;
      if (userId === undefined) return invalidToken;
      await manager.query(`UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1`, [userId, passwordHash]);
      await manager.query(`UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [userId]);
      // Whoever proved they hold the mailbox is not kept out by the guesses that locked the account.
      await manager.query(`DELETE FROM login_failures WHERE email = (SELECT email FROM users WHERE id = $1)`, [userId]);
      await this.sessions.revokeAll(userId, manager);
      return success(accountServerMessages.passwordReset);
    });
  }

  private async isUsableToken(token: string): Promise<boolean> {
    const rows = (await this.dataSource.query(
      `SELECT 1 FROM password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()`,
      [hashToken(token)],
    )) as unknown[];
    return rows.length > 0;
  }

  /**
   * One request, in one transaction: taking it off the queue, making the link and queueing its mail
   * stand or fall together. Tells whether the queue may hold more.
   */
  private async processNextRequest(): Promise<boolean> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      const [taken] = (await manager.query(TAKE_NEXT_REQUEST_SQL)) as [{ email: string }[], number];
      if (!taken[0]) return { isQueueEmpty: true, isMailQueued: false };
      // The account row's lock makes the cap's count and the insert one step for parallel processors.
      const [account] = (await manager.query(`SELECT id, name, email FROM users WHERE email = $1 FOR UPDATE`, [
        taken[0].email,
      ])) as AccountToMail[];
      return { isQueueEmpty: false, isMailQueued: account ? await this.queueResetMail(manager, account) : false };
    });
    if (outcome.isMailQueued) this.mailQueue.notify();
    return !outcome.isQueueEmpty;
  }

  /** Stores a new link and queues its mail, unless the account had its 3 links in the last 15 minutes. */
  private async queueResetMail(manager: EntityManager, account: AccountToMail): Promise<boolean> {
    const [{ recent }] = (await manager.query(
      `SELECT count(*)::int AS recent FROM password_resets WHERE user_id = $1 AND created_at > now() - $2::interval`,
      [account.id, postgresInterval(RESET_MAIL_WINDOW_SECONDS)],
    )) as [{ recent: number }];
    if (recent >= MAX_RESET_MAILS_PER_WINDOW) return false;
    const token = newSecretToken();
    await manager.query(`DELETE FROM password_resets WHERE user_id = $1 AND expires_at < now() - interval '1 day'`, [account.id]);
    await manager.query(`INSERT INTO password_resets (user_id, token_hash, expires_at) VALUES ($1, $2, now() + $3::interval)`, [
      account.id,
      hashToken(token),
      postgresInterval(PASSWORD_RESET_VALIDITY_SECONDS),
    ]);
    const resetUrl = new URL('/reset-password', this.publicUrl);
    resetUrl.searchParams.set('token', token);
    const validMinutes = PASSWORD_RESET_VALIDITY_SECONDS / 60;
    await this.mailQueue.enqueue(manager, passwordResetMail({ to: account.email, name: account.name, resetUrl: resetUrl.toString(), validMinutes }));
    return true;
  }
}
