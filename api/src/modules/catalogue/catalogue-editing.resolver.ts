import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { BaseContext } from '../../graphql/context.js';
import { NotFoundError } from '../../graphql/errors.js';
import { databaseIdOfType } from '../../graphql/relay/global-id.js';
import { Role } from '../../graphql/viewer.js';
import type { CatalogueContext } from './catalogue.loaders.js';
import { UpdatePlaceInput, UpdateTourInput } from './catalogue-editing.inputs.js';
import { UpdatePlacePayload, UpdateTourPayload } from './catalogue-editing.types.js';
import { Tour } from './tour.types.js';

type Context = BaseContext & CatalogueContext;

/** The database ID behind a global ID of the type; a malformed ID or one of another type is not found. */
function databaseIdOf(globalId: string, typeName: 'Place' | 'Tour'): number {
  const databaseId = databaseIdOfType(globalId, typeName);
  if (databaseId === undefined) throw new NotFoundError(`No ${typeName.toLowerCase()} has this ID.`);
  return databaseId;
}

@Resolver()
export class CatalogueEditingResolver {
  @Authorized(Role.ADMIN)
  @Mutation(() => UpdatePlacePayload, {
    description:
      'Admins only: sets the title, description, city, price and image of a place. Errors: UNAUTHENTICATED for a visitor, FORBIDDEN for a user, NOT_FOUND for an unknown ID; broken rules come back in `errors`.',
  })
  async updatePlace(
    @Arg('input', () => UpdatePlaceInput, { description: 'The place and its new fields.' }) input: UpdatePlaceInput,
    @Ctx() context: Context,
  ) {
    const { id, title, description, city, price, image } = input;
    const { catalogue, actor } = context;
    const result = await catalogue.editing.updatePlace(actor, databaseIdOf(id, 'Place'), { title, description, city, price, image });
    if (!result) throw new NotFoundError('No place has this ID.');
    // Anything read later in this request (its state's tour, say) must see the edit.
    if (result.saved) {
      catalogue.loaders.placesByStateId.clear(result.saved.stateId);
      catalogue.loaders.tourCardByStateId.clear(result.saved.stateId);
      catalogue.loaders.tourTextsByStateId.clear(result.saved.stateId);
    }
    return { place: result.saved, errors: result.errors };
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => UpdateTourPayload, {
    description:
      "Admins only: sets the title, image, route and attractions of a state's special tour, shown from then on instead of the derived ones. Errors: UNAUTHENTICATED for a visitor, FORBIDDEN for a user, NOT_FOUND for an unknown ID; broken rules come back in `errors`.",
  })
  async updateTour(
    @Arg('input', () => UpdateTourInput, { description: 'The tour and its new fields.' }) input: UpdateTourInput,
    @Ctx() context: Context,
  ) {
    const { id, title, image, route, attractions } = input;
    const { catalogue, actor } = context;
    const result = await catalogue.editing.updateTour(actor, databaseIdOf(id, 'Tour'), { title, image, route, attractions });
    if (!result) throw new NotFoundError('No tour has this ID.');
    if (result.saved) catalogue.loaders.stateById.clear(result.saved.databaseId).prime(result.saved.databaseId, result.saved);
    return { tour: result.saved && new Tour(result.saved), errors: result.errors };
  }
}
