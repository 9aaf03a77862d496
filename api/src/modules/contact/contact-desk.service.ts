import { In, type DataSource, type Repository } from 'typeorm';
import { NotFoundError } from '../../graphql/errors.js';
import type { Page } from '../../graphql/relay/connection.js';
import { readKeysetPage } from '../../graphql/relay/keyset.js';
import type { Actor } from '../../graphql/actor.js';
import { assertAdmin } from '../../graphql/viewer.js';
import { ContactMessage } from './contact-message.entity.js';
import { contactServerMessages } from './contact.errors.js';

export interface ContactMessagePageArgs {
  readonly first: number;
  readonly after?: string | null | undefined;
  readonly filter?: { readonly handled?: boolean | null | undefined } | null | undefined;
}

/** The admins' desk: every contact message (senders' personal data), and marking one handled. Takes the caller explicitly. */
export class ContactDeskService {
  private readonly messages: Repository<ContactMessage>;

  constructor(dataSource: DataSource) {
    this.messages = dataSource.getRepository(ContactMessage);
  }

  /** Newest first (ids grow with time); the handled filter walks its partial index, so any page costs the same. */
  list(actor: Actor, { first, after, filter }: ContactMessagePageArgs): Promise<Page<ContactMessage>> {
    assertAdmin(actor);
    const query = this.messages.createQueryBuilder('message');
    const handled = filter?.handled;
    if (handled === true) query.where('message.handled_at IS NOT NULL');
    if (handled === false) query.where('message.handled_at IS NULL');
    return readKeysetPage(query, {
      first,
      after,
      columns: ['message.id'],
      columnTypes: ['number'],
      direction: 'DESC',
      cursorValues: (message) => [message.databaseId],
    });
  }

  /** Marks the message handled by the caller; marking it again changes nothing (the first `handledAt` stays). */
  async markHandled(actor: Actor, databaseId: number): Promise<ContactMessage> {
    const admin = assertAdmin(actor);
    await this.messages
      .createQueryBuilder()
      .update()
      .set({ handledAt: () => 'now()', handledBy: admin.userId })
      .where('id = :databaseId AND handled_at IS NULL', { databaseId })
      .execute();
    const message = await this.messages.findOneBy({ databaseId });
    if (!message) throw new NotFoundError(contactServerMessages.notFound);
    return message;
  }

  /** Messages by id, unfiltered: callers apply the read rule (admins only). */
  findByIds(ids: readonly number[]): Promise<ContactMessage[]> {
    return this.messages.findBy({ databaseId: In([...ids]) });
  }
}
