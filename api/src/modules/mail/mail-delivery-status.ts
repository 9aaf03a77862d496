import DataLoader from 'dataloader';
import { registerEnumType } from 'type-graphql';
import type { MailOutbox } from './outbox.js';

/** The outbox's statuses as the schema shows them (a booking's confirmation, a contact message's mails, the admin's outbox). */
export enum MailDeliveryStatus {
  PENDING = 'PENDING',
  SENT = 'SENT',
  LOGGED = 'LOGGED',
  FAILED = 'FAILED',
}

registerEnumType(MailDeliveryStatus, {
  name: 'MailDeliveryStatus',
  description: 'Where a mail is on its way out.',
  valuesConfig: {
    PENDING: { description: 'Queued, or waiting to be retried after the mail server refused it.' },
    SENT: { description: 'Accepted by the mail server.' },
    LOGGED: { description: 'No mail server is configured: the mail was printed to the server log instead of sent.' },
    FAILED: { description: 'Every delivery attempt failed; it will not be sent.' },
  },
});

/** Per request: where each of a page's mails is (by outbox id), in one query; a missing id reads as null. */
export function createMailStatusLoader(outbox: MailOutbox): DataLoader<string, MailDeliveryStatus | null> {
  return new DataLoader(async (ids) => {
    const statuses = await outbox.statusesOf(ids);
    return ids.map((id) => {
      const status = statuses.get(id);
      return status ? MailDeliveryStatus[status] : null;
    });
  });
}
