import type { NodeFetchers } from '../../graphql/relay/node.js';
import { canReadAccount } from '../../graphql/viewer.js';
import type { BaseContext } from '../../graphql/context.js';
import { Booking } from './booking.entity.js';
import type { BookingsContext } from './booking.loaders.js';
import { BookingFieldsResolver, BookingResolver } from './booking.resolver.js';
import { DepartureManifestResolver } from './departure-manifest.resolver.js';
import { BookingChangeResolver, BookingChangesResolver } from './booking-change.resolver.js';
import { BookingChange } from './booking-change.entity.js';

export { BookingService } from './booking.service.js';
export { BookingListService } from './booking-list.service.js';
export { BookingChangeService } from './booking-change.service.js';
export { createBookingLoaders, type BookingsContext } from './booking.loaders.js';

export const bookingEntities = [Booking, BookingChange];
export const bookingResolvers = [BookingResolver, BookingFieldsResolver, DepartureManifestResolver, BookingChangeResolver, BookingChangesResolver] as const;

/** A booking is readable by its booker and by admins; to anyone else it does not exist (NOT_FOUND, as a missing one). */
export const bookingNodeFetchers: NodeFetchers<BaseContext & BookingsContext> = {
  Booking: async (id, { actor, bookings }) => {
    const booking = await bookings.loaders.bookingById.load(id);
    return booking && canReadAccount(actor.viewer, booking.userId) ? booking : null;
  },
};
