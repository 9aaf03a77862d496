import { CalendarEditingResolver, TourAvailabilityResolver, TourCalendarResolver } from './availability.resolver.js';
import { TourCalendarChange } from './tour-calendar-change.entity.js';

export { AvailabilityService } from './availability.service.js';
export { CalendarEditingService } from './calendar-editing.service.js';
export { createAvailabilityLoaders, type AvailabilityContext } from './availability.loaders.js';
export { TourCalendar } from './availability.types.js';
export { tourRefOf } from './availability.resolver.js';
export {
  DEPARTURE_OF_TOUR_SQL,
  LOCK_DEPARTURES_SQL,
  MATERIALISE_DEPARTURES_SQL,
  MOVE_SEATS_TAKEN_SQL,
  releaseSeatsSql,
  takeSeatsSql,
  type LockedDeparture,
} from './seat-statements.js';

export const availabilityEntities = [TourCalendarChange];
export const availabilityResolvers = [TourAvailabilityResolver, TourCalendarResolver, CalendarEditingResolver] as const;
