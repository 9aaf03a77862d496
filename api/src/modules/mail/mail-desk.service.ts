import type { DataSource, Repository } from 'typeorm';
import type { Page } from '../../graphql/relay/connection.js';
import { readKeysetPage } from '../../graphql/relay/keyset.js';
import type { Actor } from '../../graphql/actor.js';
import { assertAdmin } from '../../graphql/viewer.js';
import { fieldError } from '../../graphql/user-error.js';
import type { MailDeliveryStatus } from './mail-delivery-status.js';
import type { MailQueue } from './mail-queue.js';
import { OutboxMail } from './mail.entity.js';
import { OutboxErrorCode, mailDeskMessages, type OutboxError } from './mail.types.js';

export interface MailPageArgs {
  readonly first: number;
  readonly after?: string | null | undefined;
  readonly filter?: { readonly status?: MailDeliveryStatus | null | undefined } | null | undefined;
}

export interface RetryResult {
  readonly mail: OutboxMail | null;
  readonly errors: OutboxError[];
}

/**
 * The admin's view of the mail queue: where every mail is, and sending a failed one again. Admins only
 * (spec §6 puts the operator's desk with them): recipients and subjects are travellers' data.
 */
export class MailDeskService {
  private readonly mails: Repository<OutboxMail>;

  constructor(
    dataSource: DataSource,
    private readonly mailQueue: MailQueue,
  ) {
    this.mails = dataSource.getRepository(OutboxMail);
  }

  /** Newest first by id (ids grow with time), optionally of one status; a keyset on the (status, id) index. */
  list(actor: Actor, args: MailPageArgs): Promise<Page<OutboxMail>> {
    assertAdmin(actor);
    const query = this.mails.createQueryBuilder('mail');
    const status = args.filter?.status;
    if (status) query.where('mail.status = :status', { status });
    return readKeysetPage(query, {
      first: args.first,
      after: args.after,
      columns: ['mail.id'],
      columnTypes: ['number'],
      direction: 'DESC',
      cursorValues: (mail) => [mail.databaseId],
    });
  }

  /** For `node(id:)`, whose fetcher lets only admins through (the loader batches a page of ids). */
  findByIds(ids: readonly number[]): Promise<OutboxMail[]> {
    return this.mails.findBy(ids.map((databaseId) => ({ databaseId })));
  }

  /**
   * Puts a FAILED mail back in the queue, due now, with its attempts counted afresh; the last error
   * stays until the next attempt answers. Only a FAILED one: anything else is on its way or done.
   */
  async retry(actor: Actor, databaseId: number): Promise<RetryResult | null> {
    assertAdmin(actor);
    const [rows] = (await this.mails.query(
      `UPDATE mail_outbox SET status = 'PENDING', attempts = 0, next_attempt_at = now(), finished_at = NULL
       WHERE id = $1 AND status = 'FAILED' RETURNING id`,
      [databaseId],
    )) as [{ id: string }[], number];
    const mail = await this.mails.findOneBy({ databaseId });
    if (!mail) return null;
    if (rows.length === 0) return { mail: null, errors: [fieldError(OutboxErrorCode.NOT_FAILED, mailDeskMessages.notFailed, 'mailId')] };
    this.mailQueue.notify();
    return { mail, errors: [] };
  }
}
