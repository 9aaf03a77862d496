import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Ctx, ID, Info, Query, Resolver } from 'type-graphql';
import { BadUserInputError } from '../../graphql/errors.js';
import { ConnectionArgs } from '../../graphql/relay/connection.js';
import { fromGlobalId } from '../../graphql/relay/global-id.js';
import { fieldNamesSelectedAt, nodeFieldNamesSelected } from '../../graphql/selection.js';
import type { CatalogueContext } from './catalogue.loaders.js';
import { PLACE_FIELDS_OF_A_SUGGESTION } from './search.service.js';
import { PlacesArgs, SuggestionsArgs } from './catalogue.args.js';
import { PlaceConnection, SearchGroup, StateConnection, Suggestion, TourConnection } from './catalogue.types.js';
import { groupByState } from './search-groups.js';
import { Place } from './place.entity.js';
import { State } from './state.entity.js';
import { Tour } from './tour.types.js';
import { findTourWithLoaders } from './tour-lookup.js';

function stateDatabaseId(globalId: string | null | undefined): number | undefined {
  if (globalId === null || globalId === undefined) return undefined;
  const decoded = fromGlobalId(globalId);
  if (decoded?.typeName !== 'State') throw new BadUserInputError('`filter.stateId` is not the ID of a state.');
  return decoded.databaseId;
}

/** Lists states and primes the loader, so a field below them that names its state costs no query. */
async function listStatesPriming(args: ConnectionArgs, catalogue: CatalogueContext['catalogue']) {
  const page = await catalogue.states.listStates(args);
  for (const state of page.nodes) catalogue.loaders.stateById.prime(state.databaseId, state);
  return page;
}

/** The place fields, resolved by the reviews, that read its kept review figures (review-catalogue.resolver.ts). */
const RATING_FIGURE_FIELDS = ['averageRating', 'reviewCount'];

/** True when a page's places are asked for their ratings, as the place cards ask: the page then joins them. */
function selectsRatingFigures(info: GraphQLResolveInfo): boolean {
  const placeFields = nodeFieldNamesSelected(info);
  return RATING_FIGURE_FIELDS.some((name) => placeFields.has(name));
}

@Resolver()
export class CatalogueResolver {
  @Query(() => StateConnection, { description: 'All 28 states and 8 union territories, ordered by name.' })
  async states(@Args(() => ConnectionArgs) args: ConnectionArgs, @Ctx() { catalogue }: CatalogueContext) {
    return StateConnection.fromPage(await listStatesPriming(args, catalogue));
  }

  @Query(() => State, { nullable: true, description: 'One state by slug; null when there is none.' })
  state(@Arg('slug', () => String, { description: 'E.g. `kerala`.' }) slug: string, @Ctx() { catalogue }: CatalogueContext) {
    return catalogue.states.findStateBySlug(slug);
  }

  @Query(() => PlaceConnection, { description: 'Places, optionally of one state; by title unless `orderBy` says otherwise.' })
  async places(@Args(() => PlacesArgs) args: PlacesArgs, @Ctx() { catalogue }: CatalogueContext, @Info() info: GraphQLResolveInfo) {
    const listArgs = {
      first: args.first,
      after: args.after,
      orderBy: args.orderBy,
      stateDatabaseId: stateDatabaseId(args.filter?.stateId),
      stateSlug: args.filter?.stateSlug ?? undefined,
      featured: args.filter?.featured ?? undefined,
    };
    return PlaceConnection.fromPage(await catalogue.places.listPlaces(listArgs, { withRatingFigures: selectsRatingFigures(info) }));
  }

  @Query(() => Place, { nullable: true, description: 'One place by global ID or by slug (give one); null when there is none.' })
  place(
    @Arg('id', () => ID, { nullable: true, description: 'Global ID of the place.' }) id: string | null,
    @Arg('slug', () => String, { nullable: true, description: 'Slug of the place, e.g. `taj-mahal`.' }) slug: string | null,
    @Ctx() { catalogue }: CatalogueContext,
  ) {
    if ((id == null) === (slug == null)) throw new BadUserInputError('Give either `id` or `slug`.');
    if (slug != null) return catalogue.places.findPlaceBySlug(slug);
    const decoded = fromGlobalId(id!);
    return decoded?.typeName === 'Place' ? catalogue.places.findPlaceById(decoded.databaseId) : null;
  }

  @Query(() => Tour, {
    nullable: true,
    description:
      "A bookable tour by its ID (`Tour.id`, or a `State.id` for that state's tour) or by the legacy number of the spec's links (`/tour/999` is the Golden Triangle; another number is a state's `_id`). Null when it names no tour. Open to everyone.",
  })
  tour(@Arg('id', () => ID, { description: 'A tour ID, a state ID or a legacy number.' }) id: string, @Ctx() { catalogue }: CatalogueContext) {
    return findTourWithLoaders(id, catalogue.loaders);
  }

  @Query(() => TourConnection, { description: 'The special tours: one per state, ordered by state name.' })
  async specialTours(@Args(() => ConnectionArgs) args: ConnectionArgs, @Ctx() { catalogue }: CatalogueContext) {
    const page = await catalogue.states.listStateTours(args);
    for (const { state, card } of page.nodes) {
      catalogue.loaders.stateById.prime(state.databaseId, state);
      catalogue.loaders.tourCardByStateId.prime(state.databaseId, card);
    }
    return TourConnection.fromPage({ ...page, nodes: page.nodes.map(({ state, card }) => new Tour(state, card)) });
  }

  @Query(() => [SearchGroup], {
    description:
      'Places matching every word of the query as a word prefix (title, destination, city, description or state name), grouped by state in name order. At most 200 places.',
  })
  async search(
    @Arg('query', () => String, { description: 'Free text, e.g. "agra fort".' }) query: string,
    @Ctx() { catalogue }: CatalogueContext,
  ) {
    return groupByState(await catalogue.search.search(query));
  }

  @Query(() => [Suggestion], {
    description:
      'Search-box suggestions: states whose name, and places whose title, city or destination, start with the text (case-insensitive); unique, states first, at most 10.',
  })
  suggestions(@Args(() => SuggestionsArgs) { text, first }: SuggestionsArgs, @Ctx() { catalogue }: CatalogueContext, @Info() info: GraphQLResolveInfo) {
    // The search box asks only for what a suggestion row holds of its place: reading the places whole would double its cost.
    const placeFields = fieldNamesSelectedAt(info, ['place']);
    const wholePlaces = [...placeFields].some((name) => !PLACE_FIELDS_OF_A_SUGGESTION.has(name));
    return catalogue.search.suggest(text, first, { wholePlaces });
  }
}
