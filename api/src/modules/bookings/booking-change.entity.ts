import { GraphQLLocalDate } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One change made to a booking: its trip before and after, what it cost, and who made it. */
@Entity({ name: 'booking_changes' })
@ObjectType({ description: "A change made to a booking's dates or travellers, with the values before and after (spec §9).", simpleResolvers: true })
export class BookingChange {
  @PrimaryGeneratedColumn({ name: 'id', type: 'bigint' })
  databaseId: string;

  @Column({ name: 'booking_id', type: 'integer' })
  bookingId: number;

  @Column({ name: 'changed_at', type: 'timestamptz', insert: false })
  @Field(() => Date, { description: 'When it was made.' })
  changedAt: Date;

  @Column({ name: 'changed_by', type: 'integer', nullable: true })
  changedBy: number | null;

  @Column({ name: 'by_admin', type: 'boolean' })
  @Field(() => Boolean, { description: 'True when an admin made it from the desk (without the 10-day limit).' })
  byAdmin: boolean;

  @Column({ name: 'arrival_before', type: 'date' })
  @Field(() => GraphQLLocalDate, { description: 'Arrival date before.' })
  arrivalBefore: string;

  @Column({ name: 'arrival_after', type: 'date' })
  @Field(() => GraphQLLocalDate, { description: 'Arrival date after.' })
  arrivalAfter: string;

  @Column({ name: 'departure_before', type: 'date' })
  @Field(() => GraphQLLocalDate, { description: 'Departure date before.' })
  departureBefore: string;

  @Column({ name: 'departure_after', type: 'date' })
  @Field(() => GraphQLLocalDate, { description: 'Departure date after.' })
  departureAfter: string;

  @Column({ name: 'adults_before', type: 'smallint' })
  @Field(() => Int, { description: 'Adults before.' })
  adultsBefore: number;

  @Column({ name: 'adults_after', type: 'smallint' })
  @Field(() => Int, { description: 'Adults after.' })
  adultsAfter: number;

  @Column({ name: 'children_before', type: 'smallint' })
  @Field(() => Int, { description: 'Children before.' })
  childrenBefore: number;

  @Column({ name: 'children_after', type: 'smallint' })
  @Field(() => Int, { description: 'Children after.' })
  childrenAfter: number;

  @Column({ name: 'total_before', type: 'integer' })
  @Field(() => Int, { description: 'Total price before, in whole rupees.' })
  totalBefore: number;

  @Column({ name: 'total_after', type: 'integer' })
  @Field(() => Int, { description: 'Total price after, in whole rupees.' })
  totalAfter: number;

  @Column({ name: 'fee', type: 'integer' })
  @Field(() => Int, { description: 'The fee charged for travellers removed, in whole rupees (the cancellation band of that day); 0 otherwise.' })
  fee: number;

  @Column({ name: 'idempotency_key', type: 'varchar', length: 100, nullable: true })
  idempotencyKey: string | null;
}
