import { Field, ID, ObjectType } from 'type-graphql';
import { Node } from '../../graphql/relay/node.js';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import { tourTitle, type TourPlace } from './catalogue.rules.js';
import { CuratedTour } from './curated-tour.entity.js';
import type { State } from './state.entity.js';
import type { StateTourCard } from './tour-card.js';

/** The global-ID type names of the two kinds of tour; both resolve to `Tour`. */
export const STATE_TOUR_ID_TYPE = 'Tour';
export const CURATED_TOUR_ID_TYPE = 'CuratedTour';

/**
 * A bookable tour: a state's special tour (spec §3), or a curated tour across states (the footer's
 * Golden Triangle). Its place-based fields resolve in TourResolver.
 */
@ObjectType({
  implements: Node,
  description:
    "A bookable tour: the special tour of a state (every place of the state in one trip; title, image, route and attractions derived from the places unless an admin edited them with `updateTour`), or a curated tour across states such as the Golden Triangle (Delhi, Agra, Jaipur).",
  simpleResolvers: true,
})
export class Tour implements Node {
  /** Set for a state's tour. */
  readonly state: State | null;
  /** Set for a tour across states. */
  readonly curated: CuratedTour | null;

  /**
   * @param card a state's tour card, when the statement that read the state joined it (the home page's list): the
   *   card's fields then answer at once, without a promise each.
   */
  constructor(
    source: State | CuratedTour,
    readonly card?: StateTourCard,
  ) {
    this.curated = source instanceof CuratedTour ? source : null;
    this.state = source instanceof CuratedTour ? null : source;
  }

  @Field(() => ID, { description: 'Opaque global identifier (see `Node`); the web client links to `/tour/{id}`.' })
  get id(): string {
    return this.curated
      ? toGlobalId(CURATED_TOUR_ID_TYPE, this.curated.databaseId)
      : toGlobalId(STATE_TOUR_ID_TYPE, this.state!.databaseId);
  }

  @Field(() => String, {
    description: "The tour's title: for a state's tour the title an admin gave it, else '{state} Tour', e.g. \"Uttar Pradesh Tour\".",
  })
  get title(): string {
    return this.curated ? this.curated.title : (this.state!.tourTitle ?? tourTitle(this.state!.name));
  }

  @Field(() => String, { description: 'The name of the state a state\'s tour covers, or the name of a tour across states, e.g. "Golden Triangle".' })
  get name(): string {
    return this.curated ? this.curated.name : this.state!.name;
  }
}

@ObjectType({ description: "A tour card's four texts as derived from its places, before any admin's edit.", simpleResolvers: true })
export class DerivedTourCard {
  @Field(() => String, { description: "'{state} Tour', or a tour across states' own title." })
  title: string;

  @Field(() => String, { description: 'The first place\'s image.' })
  image: string;

  @Field(() => String, { description: 'The distinct destinations joined with " → ", returning to the first.' })
  route: string;

  @Field(() => String, { description: 'The distinct place titles, comma-joined.' })
  attractions: string;
}

@ObjectType({ description: "What an admin set on a state's tour with `updateTour`; each null where the card derives the value from the places.", simpleResolvers: true })
export class TourEdits {
  @Field(() => String, { nullable: true, description: 'The title an admin gave the tour.' })
  title: string | null;

  @Field(() => String, { nullable: true, description: 'The image an admin chose.' })
  image: string | null;

  @Field(() => String, { nullable: true, description: 'The route an admin wrote.' })
  route: string | null;

  @Field(() => String, { nullable: true, description: 'The attractions an admin listed.' })
  attractions: string | null;
}

/** The four texts of a card before any admin's edit: what `updateTour` returns a field to when it is left empty. */
export function derivedTourCardOf({ title, image, route, attractions }: DerivedTourCard): DerivedTourCard {
  return Object.assign(new DerivedTourCard(), { title, image, route, attractions });
}

/** What an admin set on the tour (a tour across states has no edits). */
export function editsOfTour(tour: Tour): TourEdits {
  const { tourTitle = null, tourImage = null, tourRoute = null, tourAttractions = null } = tour.state ?? {};
  return Object.assign(new TourEdits(), { title: tourTitle, image: tourImage, route: tourRoute, attractions: tourAttractions });
}

/** The states a tour visits, in the order of its places. */
export function stateIdsOf(tour: Tour, places: readonly (TourPlace & { readonly stateId: number })[]): number[] {
  return tour.state ? [tour.state.databaseId] : [...new Set(places.map((place) => place.stateId))];
}
