import DataLoader from 'dataloader';
import { createMailStatusLoader, type MailDeliveryStatus, type MailQueue } from '../mail/index.js';
import type { ContactDeskService } from './contact-desk.service.js';
import type { ContactMessage } from './contact-message.entity.js';
import type { ContactService } from './contact.service.js';

/** Per request: `nodes(ids:)` over many messages, or a page of them with both mail statuses, costs one query each. */
export function createContactLoaders(desk: ContactDeskService, mailQueue: MailQueue) {
  return {
    messageById: new DataLoader<number, ContactMessage | undefined>(async (ids) => {
      const byId = new Map((await desk.findByIds(ids)).map((message) => [message.databaseId, message]));
      return ids.map((id) => byId.get(id));
    }),
    mailStatusById: createMailStatusLoader(mailQueue),
  };
}

export type ContactLoaders = ReturnType<typeof createContactLoaders>;

/** Where the outbox row `mailId` is; null when no mail was queued. */
export async function mailStatusOf(loaders: ContactLoaders, mailId: string | null): Promise<MailDeliveryStatus | null> {
  return mailId === null ? null : loaders.mailStatusById.load(mailId);
}

export interface ContactContext {
  readonly contact: {
    /** Sending a message, following its ticket, the grievance officer. */
    readonly service: ContactService;
    /** The admins' list and handling. */
    readonly desk: ContactDeskService;
    readonly loaders: ContactLoaders;
  };
}
