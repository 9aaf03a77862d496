import DataLoader from 'dataloader';
import type { AvailabilityService, DateRange } from './availability.service.js';
import type { TourDate, TourRef } from './availability.types.js';
import type { CalendarEditingService } from './calendar-editing.service.js';

interface AvailabilityKey {
  readonly tour: TourRef;
  readonly range: DateRange;
}

/** Per request: the availability of many tours over one range (a list of tours, each with its calendar) is one statement. */
export function createAvailabilityLoaders(service: AvailabilityService) {
  return {
    availability: new DataLoader<AvailabilityKey, TourDate[], string>(
      async (keys) => {
        const byRange = new Map<string, AvailabilityKey[]>();
        for (const key of keys) {
          const rangeKey = `${key.range.from}/${key.range.to}`;
          byRange.set(rangeKey, [...(byRange.get(rangeKey) ?? []), key]);
        }
        const answers = new Map<AvailabilityKey, TourDate[]>();
        for (const rangeKeys of byRange.values()) {
          const dates = await service.availabilityOf(rangeKeys.map((key) => key.tour), rangeKeys[0]!.range);
          rangeKeys.forEach((key, index) => answers.set(key, dates[index]!));
        }
        return keys.map((key) => answers.get(key)!);
      },
      { cacheKeyFn: ({ tour, range }) => `${tour.stateId}/${tour.curatedTourId}/${range.from}/${range.to}` },
    ),
  };
}

export interface AvailabilityContext {
  readonly availability: {
    /** What travellers and the operator read of tours' calendars. */
    readonly service: AvailabilityService;
    /** The operator's changes. */
    readonly editing: CalendarEditingService;
    readonly loaders: ReturnType<typeof createAvailabilityLoaders>;
  };
}
