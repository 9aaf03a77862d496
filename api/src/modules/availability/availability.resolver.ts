import { availabilityRange } from '@india-tours/validation/availability';
import { GraphQLLocalDate } from 'graphql-scalars';
import { Arg, Args, Authorized, Ctx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import type { BaseContext } from '../../graphql/context.js';
import { InvalidInputError, NotFoundError } from '../../graphql/errors.js';
import { ConnectionArgs } from '../../graphql/relay/connection.js';
import { Role } from '../../graphql/viewer.js';
import { findTourWithLoaders, Tour, type CatalogueContext } from '../catalogue/index.js';
import type { AvailabilityContext } from './availability.loaders.js';
import { UpdateTourCalendarInput, UpdateTourCalendarPayload, UpdateTourDatesInput, UpdateTourDatesPayload } from './availability.inputs.js';
import type { DateRange } from './availability.service.js';
import { TourCalendar, TourCalendarChangeConnection, TourCalendarDate, TourDate, type TourRef } from './availability.types.js';

type Context = BaseContext & CatalogueContext & AvailabilityContext;

const FROM_DESCRIPTION = 'First start date of the range (IST); default today.';
const TO_DESCRIPTION = 'Last start date of the range, at most 366 days after `from`; default 89 days after `from` (90 days in all).';

export function tourRefOf(tour: Tour): TourRef {
  return { stateId: tour.state?.databaseId ?? null, curatedTourId: tour.curated?.databaseId ?? null };
}

function rangeOf(context: Context, from: string | null | undefined, to: string | null | undefined): DateRange {
  const range = availabilityRange(context.availability.service.today(), from, to);
  if ('error' in range) throw new InvalidInputError(range.error, ['to']);
  return range;
}

@Resolver(() => Tour)
export class TourAvailabilityResolver {
  @FieldResolver(() => [TourDate], {
    description:
      'The start dates in the range, day by day, with whether each can be booked and the seats left (the live count). BAD_USER_INPUT for a range the wrong way round or longer than 366 days.',
  })
  availability(
    @Root() tour: Tour,
    @Arg('from', () => GraphQLLocalDate, { nullable: true, description: FROM_DESCRIPTION }) from: string | null | undefined,
    @Arg('to', () => GraphQLLocalDate, { nullable: true, description: TO_DESCRIPTION }) to: string | null | undefined,
    @Ctx() context: Context,
  ): Promise<TourDate[]> {
    return context.availability.loaders.availability.load({ tour: tourRefOf(tour), range: rangeOf(context, from, to) });
  }

  @Authorized(Role.ADMIN)
  @FieldResolver(() => TourCalendar, { nullable: true, description: "Admins only: the tour's calendar as the operator manages it. FORBIDDEN to others." })
  async calendar(@Root() tour: Tour, @Ctx() context: Context): Promise<TourCalendar | null> {
    return (await context.availability.service.calendarOf(tourRefOf(tour))) ?? null;
  }
}

@Resolver(() => TourCalendar)
export class TourCalendarResolver {
  @FieldResolver(() => [TourCalendarDate], { description: 'The start dates in the range, day by day, with their seats, seats taken and held, and whether closed.' })
  dates(
    @Root() calendar: TourCalendar,
    @Arg('from', () => GraphQLLocalDate, { nullable: true, description: FROM_DESCRIPTION }) from: string | null | undefined,
    @Arg('to', () => GraphQLLocalDate, { nullable: true, description: TO_DESCRIPTION }) to: string | null | undefined,
    @Ctx() context: Context,
  ): Promise<TourCalendarDate[]> {
    return context.availability.service.calendarDates(calendar, rangeOf(context, from, to));
  }

  @FieldResolver(() => TourCalendarChangeConnection, { description: 'Every change admins made to the calendar (who, when, from what to what), newest first.' })
  async changes(@Root() calendar: TourCalendar, @Args(() => ConnectionArgs) page: ConnectionArgs, @Ctx() context: Context) {
    return TourCalendarChangeConnection.fromPage(await context.availability.editing.changes(context.actor, calendar, page));
  }
}

@Resolver()
export class CalendarEditingResolver {
  @Authorized(Role.ADMIN)
  @Mutation(() => UpdateTourCalendarPayload, {
    description:
      "Admins only: sets the seats every start date of the tour has unless set otherwise, recorded in `calendar.changes`. Errors: UNAUTHENTICATED for a visitor, FORBIDDEN for a user, NOT_FOUND for an unknown tour; broken rules come back in `errors`.",
  })
  async updateTourCalendar(@Arg('input', () => UpdateTourCalendarInput, { description: 'The tour and its default seats.' }) input: UpdateTourCalendarInput, @Ctx() context: Context) {
    const { tour, calendar } = await calendarOfTour(input.tourId, context);
    const errors = await context.availability.editing.setDefaultSeats(context.actor, calendar, input.defaultSeats);
    return { tour: errors.length > 0 ? null : tour, errors };
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => UpdateTourDatesPayload, {
    description:
      "Admins only: sets chosen start dates' own seats, or closes or opens them, or both; all or nothing, recorded in `calendar.changes`. Errors: UNAUTHENTICATED for a visitor, FORBIDDEN for a user, NOT_FOUND for an unknown tour; broken rules come back in `errors`.",
  })
  async updateTourDates(@Arg('input', () => UpdateTourDatesInput, { description: 'The tour, the dates and what to change.' }) input: UpdateTourDatesInput, @Ctx() context: Context) {
    const { tour, calendar } = await calendarOfTour(input.tourId, context);
    const { availability, actor } = context;
    const result = await availability.editing.updateDates(actor, calendar, { dates: input.dates, seats: input.seats, isClosed: input.closed });
    if (result.errors.length > 0) return { tour: null, dates: [], errors: result.errors };
    const dates = await availability.service.calendarDates(calendar, { from: result.dates[0]!, to: result.dates.at(-1)! });
    const changed = new Set(result.dates);
    return { tour, dates: dates.filter((date) => changed.has(date.date)), errors: [] };
  }
}

async function calendarOfTour(tourId: string, context: Context): Promise<{ tour: Tour; calendar: TourCalendar }> {
  const tour = await findTourWithLoaders(tourId, context.catalogue.loaders);
  const calendar = tour && (await context.availability.service.calendarOf(tourRefOf(tour)));
  if (!tour || !calendar) throw new NotFoundError('No tour has this ID.');
  return { tour, calendar };
}
