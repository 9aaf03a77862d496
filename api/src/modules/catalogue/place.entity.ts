import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Node } from '../../graphql/relay/node.js';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import { placeArtworkPath } from './catalogue.rules.js';
import type { State } from './state.entity.js';

@Entity({ name: 'places' })
@ObjectType({ implements: Node, description: 'A place to visit, with the price of its guided tour.', simpleResolvers: true })
export class Place implements Node {
  @PrimaryGeneratedColumn({ name: 'id', type: 'integer' })
  @Field(() => Int, { description: 'Primary key in the database; the legacy REST API calls it `_id`.' })
  databaseId: number;

  @Field(() => ID, { description: 'Opaque global identifier (see `Node`).' })
  get id(): string {
    return toGlobalId('Place', this.databaseId);
  }

  @Column({ name: 'state_id', type: 'integer' })
  stateId: number;

  @ManyToOne('State', (state: State) => state.places, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'state_id' })
  state?: State;

  /** Display order within its state; the first place gives the state's tour its image. */
  @Column({ type: 'integer', default: 0 })
  position: number;

  @Column({ type: 'varchar', length: 160, unique: true })
  @Field(() => String, { description: 'URL-safe unique name, e.g. `taj-mahal`; the web client links to `/details/{slug}`.' })
  slug: string;

  @Column({ type: 'varchar', length: 200 })
  @Field(() => String, { description: 'Name of the place, e.g. "Taj Mahal".' })
  title: string;

  @Column({ type: 'text' })
  @Field(() => String, { description: 'A few sentences about the place.' })
  description: string;

  @Column({ type: 'varchar', length: 200 })
  @Field(() => String, { description: 'The destination travellers know it by, e.g. "Agra".' })
  destination: string;

  @Column({ type: 'varchar', length: 200 })
  @Field(() => String, { description: 'Nearest city or town.' })
  city: string;

  @Column({ type: 'integer' })
  @Field(() => Int, { description: 'Price of the guided tour per person, in whole Indian rupees (INR).' })
  price: number;

  @Column({ type: 'varchar', length: 2000 })
  @Field(() => String, { description: 'Image URL: a path on this site or an absolute https URL.' })
  image: string;

  @Column({ type: 'boolean', default: false })
  @Field(() => Boolean, { description: "True for the highlights shown on the home page's place cards." })
  featured: boolean;

  @Field(() => String, {
    description: 'Artwork shipped with the site for this place; show it when `image` fails to load.',
  })
  get fallbackImage(): string {
    return placeArtworkPath(this.slug);
  }

  // Kept by the database for its own audit; the schema does not show them, so no read selects (and parses) them.
  @Column({ name: 'created_at', type: 'timestamptz', insert: false, update: false, select: false })
  createdAt?: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', insert: false, select: false })
  updatedAt?: Date;

  /**
   * Its reviews' kept figures (how many, and the sum of their ratings), when the page that read it joined them as a
   * tour card joins its own: a page of place cards then takes no second statement for its ratings. Not a column.
   */
  keptRatingFigures?: { readonly reviewCount: number; readonly ratingSum: number };
}
