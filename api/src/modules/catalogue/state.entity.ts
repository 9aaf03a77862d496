import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, Entity, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import { Node } from '../../graphql/relay/node.js';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import type { Place } from './place.entity.js';

export enum StateKind {
  STATE = 'STATE',
  UNION_TERRITORY = 'UNION_TERRITORY',
}
registerEnumType(StateKind, {
  name: 'StateKind',
  description: 'Whether a region is a state or a union territory of India.',
  valuesConfig: {
    STATE: { description: 'One of the 28 states.' },
    UNION_TERRITORY: { description: 'One of the 8 union territories.' },
  },
});

@Entity({ name: 'states' })
@ObjectType({ implements: Node, description: 'A state or union territory of India and the places to visit in it.', simpleResolvers: true })
export class State implements Node {
  @PrimaryGeneratedColumn({ name: 'id', type: 'integer' })
  @Field(() => Int, { description: 'Primary key in the database; the legacy REST API calls it `_id`.' })
  databaseId: number;

  @Field(() => ID, { description: 'Opaque global identifier (see `Node`).' })
  get id(): string {
    return toGlobalId('State', this.databaseId);
  }

  @Column({ type: 'varchar', length: 120, unique: true })
  @Field(() => String, { description: 'URL-safe unique name, e.g. `uttar-pradesh`.' })
  slug: string;

  @Column({ type: 'varchar', length: 120, unique: true })
  @Field(() => String, { description: 'Display name, e.g. "Uttar Pradesh".' })
  name: string;

  @Column({ type: 'varchar', length: 20 })
  @Field(() => StateKind, { description: 'State or union territory.' })
  kind: StateKind;

  /*
   * An admin's edits of the state's special tour (spec §6). Null keeps the value derived from the
   * places (spec §3), so a tour nobody edited answers as it always did. Read through `Tour`.
   */
  @Column({ name: 'tour_title', type: 'varchar', length: 200, nullable: true })
  tourTitle: string | null;

  @Column({ name: 'tour_image', type: 'varchar', length: 2000, nullable: true })
  tourImage: string | null;

  @Column({ name: 'tour_route', type: 'varchar', length: 1000, nullable: true })
  tourRoute: string | null;

  @Column({ name: 'tour_attractions', type: 'varchar', length: 4000, nullable: true })
  tourAttractions: string | null;

  @OneToMany('Place', (place: Place) => place.state)
  places?: Place[];

  // Kept by the database for its own audit; the schema does not show them, so no read selects (and parses) them.
  @Column({ name: 'created_at', type: 'timestamptz', insert: false, update: false, select: false })
  createdAt?: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', insert: false, select: false })
  updatedAt?: Date;
}
