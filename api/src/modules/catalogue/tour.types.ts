import { Field, ID, ObjectType } from 'type-graphql';
import { Node } from '../../graphql/relay/node.js';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import { tourCardOf } from './catalogue.rules.js';
import type { State } from './state.entity.js';

/**
 * The tour card of a state (spec §3); its place-based fields resolve in TourResolver. Each field an
 * admin edited answers the stored edit, every other one is derived as before.
 */
@ObjectType({
  implements: Node,
  description:
    "The special tour of a state: every place of the state in one trip. Title, image, route and attractions are derived from the state's places unless an admin edited them (`updateTour`).",
})
export class Tour implements Node {
  constructor(state: State) {
    this.state = state;
  }

  @Field(() => ID, { description: 'Opaque global identifier (see `Node`); the web client links to `/tour/{id}`.' })
  get id(): string {
    return toGlobalId('Tour', this.state.databaseId);
  }

  @Field(() => String, { description: "The title an admin gave it, else '{state} Tour', e.g. \"Uttar Pradesh Tour\"." })
  get title(): string {
    return tourCardOf(this.state, []).title;
  }

  @Field(() => String, { description: 'The name of the state the tour covers.' })
  get name(): string {
    return this.state.name;
  }

  readonly state: State;
}
