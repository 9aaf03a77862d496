import DataLoader from 'dataloader';
import { createMailStatusLoader, type MailQueue } from '../mail/index.js';
import type { BookingChange } from './booking-change.entity.js';
import type { BookingChangeService } from './booking-change.service.js';
import type { BookingListService } from './booking-list.service.js';
import type { Booking } from './booking.entity.js';
import type { BookingService } from './booking.service.js';

/** Per request: `nodes(ids:)` over many bookings, or a page of them with their mail status, costs one query each. */
export function createBookingLoaders(lists: BookingListService, mailQueue: MailQueue) {
  return {
    bookingById: new DataLoader<number, Booking | undefined>(async (ids) => {
      const byId = new Map((await lists.findByIds(ids)).map((booking) => [booking.databaseId, booking]));
      return ids.map((id) => byId.get(id));
    }),
    mailStatusById: createMailStatusLoader(mailQueue),
    changesByBookingId: new DataLoader<number, BookingChange[]>(async (ids) => {
      const changes = await lists.findChangesOf(ids);
      return ids.map((id) => changes.filter((change) => change.bookingId === id));
    }),
  };
}

export interface BookingsContext {
  readonly bookings: {
    /** Booking and cancelling. */
    readonly service: BookingService;
    /** Reading: own bookings, everyone's for admins, the top states. */
    readonly lists: BookingListService;
    /** Changing a booking's dates and travellers. */
    readonly changes: BookingChangeService;
    readonly loaders: ReturnType<typeof createBookingLoaders>;
  };
}
