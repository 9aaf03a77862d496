import type { ChannelHandlers } from '../../db/fast-reads/notification-listener.js';
import type { SessionCache } from './session-cache.js';

/** Where the database tells of changes to sessions (migration NotifySessionChanges): an account's id, or `*` for all. */
export const SESSION_CHANGES_CHANNEL = 'session_changes';

/** Forgets what the database says changed; the cache answers only while the channel is listened to. */
export function sessionChangeHandlers(cache: SessionCache): ChannelHandlers {
  return {
    onListening: () => cache.startAnswering(),
    onDeaf: () => cache.stopAnswering(),
    onNotification(payload) {
      const userId = Number(payload);
      if (payload !== '' && Number.isSafeInteger(userId)) cache.forgetAccount(userId);
      else cache.forgetAll();
    },
  };
}
