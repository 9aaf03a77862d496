import { GraphQLLocalDate } from 'graphql-scalars';
import { Arg, Ctx, Field, FieldResolver, Int, ObjectType, Resolver, Root } from 'type-graphql';
import type { BaseContext } from '../../graphql/context.js';
import { TourCalendar } from '../availability/index.js';
import { Booking } from './booking.entity.js';
import type { Manifest } from './booking-list.service.js';
import type { BookingsContext } from './booking.loaders.js';

@ObjectType({ description: 'Who starts a tour on one date: its confirmed bookings, for the guide and the driver. Admins only.', simpleResolvers: true })
export class DepartureManifest implements Manifest {
  @Field(() => GraphQLLocalDate, { description: 'The start date.' })
  date: string;

  @Field(() => Int, { description: 'Travellers starting that day (adults and children of every booking).' })
  travellers: number;

  @Field(() => [Booking], { description: 'The confirmed bookings starting that day, by name (cancelled ones are left out).' })
  bookings: Booking[];
}

@Resolver(() => TourCalendar)
export class DepartureManifestResolver {
  @FieldResolver(() => DepartureManifest, { description: "The manifest of one start date: who starts that day (reference, name, phone, travellers). The REST path `GET /api/tours/{id}/manifest.csv?date=` gives it as CSV." })
  manifest(
    @Root() calendar: TourCalendar,
    @Arg('date', () => GraphQLLocalDate, { description: 'The start date.' }) date: string,
    @Ctx() context: BaseContext & BookingsContext,
  ): Promise<Manifest> {
    return context.bookings.lists.manifest(context.actor, calendar, date);
  }
}
