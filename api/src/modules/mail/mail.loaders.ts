import DataLoader from 'dataloader';
import type { MailDeliveryStatus } from './mail-delivery-status.js';
import type { MailDeskService } from './mail-desk.service.js';
import type { MailQueue } from './mail-queue.js';
import type { OutboxMail } from './mail.entity.js';

/** Per request: `nodes(ids:)` over many mails costs one query. */
export function createMailLoaders(desk: MailDeskService) {
  return {
    mailById: new DataLoader<number, OutboxMail | undefined>(async (ids) => {
      const byId = new Map((await desk.findByIds(ids)).map((mail) => [mail.databaseId, mail]));
      return ids.map((id) => byId.get(id));
    }),
  };
}

/** Per request: where each of a page's mails is (by queue id), in one query; a missing id reads as null. */
export function createMailStatusLoader(mailQueue: MailQueue): DataLoader<string, MailDeliveryStatus | null> {
  return new DataLoader(async (ids) => {
    const statuses = await mailQueue.statusesOf(ids);
    return ids.map((id) => statuses.get(id) ?? null);
  });
}
