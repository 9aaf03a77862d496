import { registerEnumType } from 'type-graphql';

/** Where a queued mail is, as the queue's rows and the schema say it (a booking's confirmation, a contact message's mails, the admin's desk). */
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
