import DataLoader from 'dataloader';
import type { OutboxDeskService } from './outbox-desk.service.js';
import type { OutboxMail } from './outbox-mail.entity.js';

/** Per request: `nodes(ids:)` over many mails costs one query. */
export function createOutboxLoaders(desk: OutboxDeskService) {
  return {
    mailById: new DataLoader<number, OutboxMail | undefined>(async (ids) => {
      const byId = new Map((await desk.findByIds(ids)).map((mail) => [mail.databaseId, mail]));
      return ids.map((id) => byId.get(id));
    }),
  };
}
