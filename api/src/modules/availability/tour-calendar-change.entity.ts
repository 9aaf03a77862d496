import { GraphQLLocalDate } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One admin's change to a tour's calendar: the default seats (no date) or one start date, before and after. */
@Entity({ name: 'tour_calendar_changes' })
@ObjectType({
  description: "A change an admin made to a tour's calendar: to the default seats (`date` null) or to one start date, with the values before and after.",
  simpleResolvers: true,
})
export class TourCalendarChange {
  @PrimaryGeneratedColumn({ name: 'id', type: 'bigint' })
  databaseId: string;

  @Column({ name: 'calendar_id', type: 'integer' })
  calendarId: number;

  @Column({ name: 'changed_at', type: 'timestamptz' })
  @Field(() => Date, { description: 'When the change was saved.' })
  changedAt: Date;

  /** The admin's account; null once it is deleted (the name stays). */
  @Column({ name: 'changed_by', type: 'integer', nullable: true })
  changedBy: number | null;

  @Column({ name: 'changed_by_name', type: 'varchar', length: 100 })
  @Field(() => String, { description: "The name of the admin who made it, as their account read then." })
  changedByName: string;

  @Column({ name: 'start_date', type: 'date', nullable: true })
  @Field(() => GraphQLLocalDate, { nullable: true, description: 'The start date changed; null for a change of the default seats.' })
  date: string | null;

  @Column({ name: 'seats_before', type: 'integer' })
  @Field(() => Int, { description: 'Seats before the change (the default, or the date\'s).' })
  seatsBefore: number;

  @Column({ name: 'seats_after', type: 'integer' })
  @Field(() => Int, { description: 'Seats after the change.' })
  seatsAfter: number;

  @Column({ name: 'closed_before', type: 'boolean' })
  @Field(() => Boolean, { description: 'Whether the date was closed before (false for the default).' })
  closedBefore: boolean;

  @Column({ name: 'closed_after', type: 'boolean' })
  @Field(() => Boolean, { description: 'Whether the date is closed after the change (false for the default).' })
  closedAfter: boolean;
}
