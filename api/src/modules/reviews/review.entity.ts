import { Authorized, Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { Node } from '../../graphql/relay/node.js';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import { Role } from '../../graphql/viewer.js';
import type { Place } from '../catalogue/index.js';

/**
 * A traveller's review. Email, phone and date are admin-only (spec §6): anyone else selecting them gets FORBIDDEN.
 * Not `simpleResolvers`: a simple field has no resolver, so `@Authorized` would never run; the open fields are read
 * as properties one by one (`simple: true`), and a new field keeps type-graphql's resolver unless marked so.
 */
@Entity({ name: 'reviews' })
@ObjectType({ implements: Node, description: 'A review a traveller left about a tour or place.' })
export class Review implements Node {
  @PrimaryGeneratedColumn({ name: 'id', type: 'integer' })
  @Field(() => Int, { simple: true, description: 'Primary key in the database; the legacy REST API calls it `_id`.' })
  databaseId: number;

  @Field(() => ID, { description: 'Opaque global identifier (see `Node`).' })
  get id(): string {
    return toGlobalId('Review', this.databaseId);
  }

  @Column({ name: 'first_name', type: 'varchar', length: 100 })
  @Field(() => String, { simple: true, description: "Reviewer's first name." })
  firstName: string;

  @Column({ name: 'last_name', type: 'varchar', length: 100, nullable: true })
  @Field(() => String, { simple: true, nullable: true, description: "Reviewer's last name, when given." })
  lastName: string | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  @Authorized(Role.ADMIN)
  @Field(() => String, { nullable: true, description: "Reviewer's email. Admins only: FORBIDDEN for anyone else." })
  email: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  @Authorized(Role.ADMIN)
  @Field(() => String, { nullable: true, description: "Reviewer's phone. Admins only: FORBIDDEN for anyone else." })
  phone: string | null;

  @Column({ name: 'tour_place', type: 'varchar', length: 200 })
  @Field(() => String, { simple: true, description: "The tour or place reviewed, as text; for a review linked to a `place`, that place's title when it was written." })
  tourPlace: string;

  /** The catalogue place reviewed; null for a legacy review whose text names no single place. */
  @Column({ name: 'place_id', type: 'integer', nullable: true })
  placeId: number | null;

  /** The account that posted it while signed in; null for a visitor's review. */
  @Column({ name: 'author_id', type: 'integer', nullable: true })
  authorId: number | null;

  @Column({ type: 'boolean', default: false })
  @Field(() => Boolean, {
    simple: true,
    description:
      'True ("Verified traveller") when the review was posted by a signed-in account that, when it was posted or last edited, held a confirmed booking whose trip had started (arrival date reached, IST) in the state of the reviewed place. Never true for a review posted without signing in.',
  })
  verified: boolean;

  @Column({ name: 'guide_rating', type: 'smallint' })
  @Field(() => Int, { simple: true, description: 'Rating of the guide, 1 to 5.' })
  guideRating: number;

  @Column({ name: 'overall_rating', type: 'smallint' })
  @Field(() => Int, { simple: true, description: 'Overall rating, 1 to 5.' })
  overallRating: number;

  @Column({ type: 'smallint' })
  @Field(() => Int, { simple: true, description: 'Rating of the tour, 1 to 5.' })
  rating: number;

  @Column({ type: 'text' })
  @Field(() => String, { simple: true, description: 'What the traveller wrote.' })
  comment: string;

  @Column({ name: 'user_image', type: 'varchar', length: 2000, nullable: true })
  @Field(() => String, { simple: true, nullable: true, description: "URL of the reviewer's picture, when given." })
  userImage: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', insert: false, update: false })
  @Authorized(Role.ADMIN)
  @Field(() => Date, { nullable: true, description: 'When the review was posted. Admins only: FORBIDDEN for anyone else.' })
  createdAt: Date;

  /**
   * Its place, when the page that listed it read the place in the same statement (a page of review cards): null when
   * it names none, undefined when not read. Not a column.
   */
  placeRead?: Place | null;
}
