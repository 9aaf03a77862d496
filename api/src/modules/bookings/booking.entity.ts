import { Field, ID, Int, ObjectType } from 'type-graphql';
import { GraphQLLocalDate } from 'graphql-scalars';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { Node } from '../../graphql/relay/node.js';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import { CURATED_TOUR_ID_TYPE, STATE_TOUR_ID_TYPE } from '../catalogue/index.js';
import { cancellationQuote, isCancellableAt } from './booking.rules.js';
import { CancellationQuote } from './cancellation-quote.types.js';
import { BookingStatus } from './booking.status.js';

/**
 * A booking with a copy of its tour as it was when booked (spec §3), so later catalogue edits do not
 * rewrite history. BEWARE: name, email and phone are personal data: the type is reachable only through
 * the booker's own lists and an admin's, and `node(id:)` answers NOT_FOUND to anyone else.
 */
@Entity({ name: 'bookings' })
@ObjectType({ implements: Node, description: 'A tour booking. Readable only by its booker and by admins.', simpleResolvers: true })
export class Booking implements Node {
  @PrimaryGeneratedColumn({ name: 'id', type: 'integer' })
  @Field(() => Int, { description: 'Primary key in the database; the legacy REST API calls it `_id`.' })
  databaseId: number;

  @Field(() => ID, { description: 'Opaque global identifier (see `Node`).' })
  get id(): string {
    return toGlobalId('Booking', this.databaseId);
  }

  /** The booking account; never exposed, only compared with the viewer. */
  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @Column({ type: 'varchar', length: 11 })
  @Field(() => String, {
    description:
      'The booking reference to quote over the phone: "IT-" and 8 characters from 2–9 and A–Z without I and O (e.g. "IT-7KQ2M9XD"). Random and unique; shown on screen and in every mail.',
  })
  reference: string;

  @Column({ type: 'varchar', length: 100 })
  @Field(() => String, { description: 'Name of the traveller as typed on the form.' })
  name: string;

  @Column({ type: 'varchar', length: 254 })
  @Field(() => String, { description: "The booking account's email at booking time (never typed on the form)." })
  email: string;

  @Column({ type: 'varchar', length: 10 })
  @Field(() => String, { description: 'Contact phone: 10 digits.' })
  phone: string;

  @Column({ type: 'smallint' })
  @Field(() => Int, { description: 'Number of adults, at least 1.' })
  adults: number;

  @Column({ type: 'smallint' })
  @Field(() => Int, { description: 'Number of children, 0 or more.' })
  children: number;

  @Field(() => Int, { description: 'Seats the booking takes on its start date: one per traveller, adults + children.' })
  get seats(): number {
    return this.adults + this.children;
  }

  @Column({ type: 'varchar', length: 100 })
  @Field(() => String, { description: 'English name of the country the traveller comes from, e.g. "India".' })
  country: string;

  @Column({ name: 'country_code', type: 'char', length: 2 })
  @Field(() => String, { description: 'ISO 3166-1 alpha-2 code of `country`, e.g. "IN".' })
  countryCode: string;

  @Column({ name: 'arrival_date', type: 'date' })
  @Field(() => GraphQLLocalDate, {
    description: 'First day of the trip (a date in India, no time). The trip starts at its 00:00 IST: the cancel window and fee bands count to then.',
  })
  arrivalDate: string;

  @Column({ name: 'departure_date', type: 'date' })
  @Field(() => GraphQLLocalDate, { description: 'Last day of the trip (a date in India, no time).' })
  departureDate: string;

  @Column({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'What the traveller added, if anything.' })
  comment: string | null;

  /** The state whose tour was booked; null once that state is gone (the copy below stays). */
  @Column({ name: 'tour_state_id', type: 'integer', nullable: true })
  tourStateId: number | null;

  /** The curated tour (across states) booked; null for a state's tour or once that tour is gone. */
  @Column({ name: 'curated_tour_id', type: 'integer', nullable: true })
  curatedTourId: number | null;

  @Column({ name: 'version', type: 'integer', insert: false })
  @Field(() => Int, { description: 'How many times the booking has been changed; a change names the version it was quoted for (`expectedVersion`).' })
  version: number;

  /** The tour's calendar, whose seats on `arrivalDate` the booking took (a cancel gives them back); null once the tour is gone. */
  @Column({ name: 'tour_calendar_id', type: 'integer', nullable: true })
  tourCalendarId: number | null;

  @Field(() => ID, { nullable: true, description: 'Global ID of the booked `Tour` today; null when it no longer exists.' })
  get tourId(): string | null {
    if (this.curatedTourId !== null) return toGlobalId(CURATED_TOUR_ID_TYPE, this.curatedTourId);
    return this.tourStateId === null ? null : toGlobalId(STATE_TOUR_ID_TYPE, this.tourStateId);
  }

  @Column({ name: 'tour_title', type: 'varchar', length: 200 })
  @Field(() => String, { description: 'Title of the tour when booked, e.g. "Kerala Tour".' })
  tourTitle: string;

  @Column({ name: 'tour_route', type: 'text' })
  @Field(() => String, { description: 'Route of the tour when booked, e.g. "Kochi → Munnar → Kochi".' })
  tourRoute: string;

  @Column({ name: 'tour_state', type: 'varchar', length: 1000 })
  @Field(() => String, {
    description: 'Name of the state of the tour, e.g. "Kerala"; for a tour across states their names, comma-joined ("Delhi, Uttar Pradesh, Rajasthan").',
  })
  tourState: string;

  @Column({ name: 'tour_image', type: 'varchar', length: 2000 })
  @Field(() => String, { description: 'Image of the tour when booked: a path on this site or an absolute https URL.' })
  tourImage: string;

  @Column({ name: 'tour_places', type: 'text', array: true })
  @Field(() => [String], { description: 'Titles of the places the tour visited when booked, in order.' })
  tourPlaces: string[];

  @Column({ name: 'price_per_person', type: 'integer' })
  @Field(() => Int, { description: "The tour's price per person when booked, in whole rupees (a later price edit never changes it)." })
  pricePerPerson: number;

  @Column({ name: 'total_price', type: 'integer' })
  @Field(() => Int, { description: 'What the party pays, in whole rupees: `pricePerPerson` × (adults + children), fixed at booking time.' })
  totalPrice: number;

  /** The form's idempotency key and a hash of its input: a repeated submit finds this booking. Never exposed. */
  @Column({ name: 'idempotency_key', type: 'varchar', length: 100, nullable: true })
  idempotencyKey: string | null;

  @Column({ name: 'request_fingerprint', type: 'char', length: 64, nullable: true })
  requestFingerprint: string | null;

  /** The outbox row of the traveller's confirmation mail; null when none could be queued. Read through `confirmationMailStatus`. */
  @Column({ name: 'confirmation_mail_id', type: 'bigint', nullable: true })
  confirmationMailId: string | null;

  @Column({ type: 'varchar', length: 10 })
  @Field(() => BookingStatus, { description: 'Confirmed or cancelled.' })
  status: BookingStatus;

  @Field(() => Boolean, {
    description:
      'True while the booking is confirmed and the trip starts (00:00 IST of `arrivalDate`) at least 24 hours from now: whether `cancelBooking` would succeed now.',
  })
  get isCancellable(): boolean {
    return isCancellableAt(this, new Date());
  }

  @Field(() => CancellationQuote, {
    nullable: true,
    description: 'What cancelling would cost now, by the policy of /about (spec §9, in IST); null once cancelled.',
  })
  get cancellationQuote(): CancellationQuote | null {
    return cancellationQuote(this, new Date());
  }

  @Column({ name: 'cancellation_fee_percent', type: 'smallint', nullable: true })
  @Field(() => Int, { nullable: true, description: 'The fee band charged on cancellation, in percent; null while confirmed.' })
  cancellationFeePercent: number | null;

  @Column({ name: 'cancellation_fee', type: 'integer', nullable: true })
  @Field(() => Int, { nullable: true, description: 'The fee charged on cancellation, in whole rupees; null while confirmed.' })
  cancellationFee: number | null;

  @Column({ type: 'integer', nullable: true })
  @Field(() => Int, { nullable: true, description: 'What was refunded on cancellation (`totalPrice` − `cancellationFee`), in whole rupees; null while confirmed.' })
  refund: number | null;

  @Column({ name: 'created_at', type: 'timestamptz', insert: false, update: false })
  @Field(() => Date, { description: 'When it was booked.' })
  createdAt: Date;

  @Column({ name: 'cancelled_at', type: 'timestamptz', nullable: true })
  @Field(() => Date, { nullable: true, description: 'When it was cancelled; null while confirmed.' })
  cancelledAt: Date | null;
}
