import { tripEstimate } from '@india-tours/validation/trip-plans';
import { graphql, HttpResponse } from 'msw';
import { CreateTripPlanDocument, TripPlanPageDocument, type CreateTripPlanInput } from '@/gql/graphql';
import { PLACES, placesOf, STATES } from './fixtures/catalogue';
import { server } from './server';

// The trip planner's msw API for its tests: the fixture catalogue, and a createTripPlan that saves as the server does.

/** Every state of the fixture catalogue with its places, as the page query selects them. */
export const TRIP_STATES = STATES.map((state) => ({
  __typename: 'State' as const,
  id: state.id,
  name: state.name,
  places: placesOf(state).map(({ id, title, destination, price }) => ({ __typename: 'Place' as const, id, title, destination, price })),
}));

export const TRIP_REFERENCE = 'TP-7KQ2M9XD';

export function tripPlanPageHandler() {
  return graphql.query(TripPlanPageDocument, () => HttpResponse.json({ data: { states: { __typename: 'StateConnection', nodes: TRIP_STATES } } }));
}

/** The plan the server would save from `input`: names copied, the estimate by the shared rule. */
export function savedPlanOf(input: CreateTripPlanInput) {
  const { stateIds = [], placeIds = [], coTravellers = [] } = input;
  const places = placeIds.flatMap((id) => PLACES.filter((place) => place.id === id));
  const estimate = tripEstimate({ places, coTravellers, arrivalDate: input.arrivalDate, departureDate: input.departureDate });
  return {
    __typename: 'TripPlan' as const,
    id: 'VHJpcFBsYW46MQ==',
    reference: TRIP_REFERENCE,
    email: (input.email ?? '').toLowerCase(),
    stateNames: stateIds.flatMap((id) => STATES.filter((state) => state.id === id).map((state) => state.name)),
    placeTitles: places.map((place) => place.title),
    coTravellers,
    arrivalDate: input.arrivalDate,
    departureDate: input.departureDate,
    estimate: { __typename: 'TripEstimate' as const, ...estimate, days: estimate.days ?? 0 },
  };
}

/** Every `createTripPlan` input the server receives; answered by `answer` (the plan saved, by default). */
export function recordTripPlans(answer?: (input: CreateTripPlanInput) => Response) {
  const inputs: CreateTripPlanInput[] = [];
  server.use(
    tripPlanPageHandler(),
    graphql.mutation(CreateTripPlanDocument, ({ variables: { input } }) => {
      inputs.push(input);
      return answer?.(input) ?? HttpResponse.json({ data: { createTripPlan: { __typename: 'CreateTripPlanPayload', tripPlan: savedPlanOf(input), errors: [] } } });
    }),
  );
  return inputs;
}
