import { graphql, HttpResponse } from 'msw';
import {
  EditSpecialTourPageDocument,
  EditTourPageDocument,
  UpdatePlaceDocument,
  UpdateTourDocument,
  type CatalogueErrorCode,
} from '@/gql/graphql';
import { readSessionUser } from '@/session/session-user';
import { ADMIN } from './bookings-list-handlers';
import { ASHA } from './fixtures/accounts';
import { asTourCard, PLACES, stateOf, STATES, tourOf, TOURS } from './fixtures/catalogue';

/**
 * `me` as the server answers the browser signed in here: its stored user stands for the session
 * cookie, and the role is the account's (by email), never the stored one.
 */
function me() {
  const viewer = readSessionUser();
  return [ADMIN, ASHA.user].find((account) => account.email === viewer?.email) ?? null;
}

function notFound(path: string) {
  return { data: { me: me(), node: null }, errors: [{ message: 'Not found.', path: [path], extensions: { code: 'NOT_FOUND' } }] };
}

// The ID scalar may come as a string or a number.
const placeById = (id: string | number) => PLACES.find((place) => place.id === String(id));
const tourById = (id: string | number) => TOURS.find((tour) => tour.id === String(id));
const stateOfTour = (id: string) => STATES.find((state) => tourOf(state).id === id)!;

type TourFixture = (typeof TOURS)[number];

/** A tour as the edit page reads it: nobody edited it yet, so its card is what its places derive. */
export function editableTour(tour: TourFixture, edits: Partial<Record<'title' | 'image' | 'route' | 'attractions', string | null>> = {}) {
  const derived = { title: tour.title, image: tour.image, route: tour.route, attractions: tour.attractions };
  const edited = { title: null, image: null, route: null, attractions: null, ...edits };
  const shown = Object.fromEntries(Object.entries(derived).map(([field, value]) => [field, edited[field as keyof typeof edited] || value]));
  return {
    ...withWholeTexts({ ...tour, ...shown, attractionCount: shown.attractions!.split(',').length }),
    edits: { __typename: 'TourEdits' as const, ...edited },
    derived: { __typename: 'DerivedTourCard' as const, ...derived },
  };
}

/** The card's texts, and under aliases the whole route and attractions for the tour page, as the edit mutations answer. */
function withWholeTexts<Tour extends TourFixture>(tour: Tour) {
  return { ...asTourCard(tour), wholeRoute: tour.route, allAttractions: tour.attractions };
}

/** The admin's edit pages and mutations as the API answers them: every edit is saved (an empty field returns to the derived value). */
export const catalogueEditingHandlers = [
  graphql.query(EditTourPageDocument, ({ variables }) => {
    const place = placeById(variables.id);
    return HttpResponse.json(place ? { data: { me: me(), node: place } } : notFound('node'));
  }),

  graphql.query(EditSpecialTourPageDocument, ({ variables }) => {
    const tour = tourById(variables.id);
    if (!tour) return HttpResponse.json(notFound('node'));
    return HttpResponse.json({ data: { me: me(), node: { ...editableTour(tour), state: { __typename: 'State', id: stateOfTour(tour.id).id } } } });
  }),

  graphql.mutation(UpdatePlaceDocument, ({ variables: { input } }) => {
    const { id, ...edit } = input;
    const place = { ...placeById(id)!, ...edit };
    const tour = withWholeTexts(tourOf(stateOf(place)));
    const state = { __typename: 'State' as const, id: stateOf(place).id, tour };
    return HttpResponse.json({ data: { updatePlace: { __typename: 'UpdatePlacePayload', place: { ...place, state }, errors: [] } } });
  }),

  graphql.mutation(UpdateTourDocument, ({ variables: { input } }) => {
    const { id, ...edit } = input;
    const edits = Object.fromEntries(Object.entries(edit).map(([field, value]) => [field, value || null]));
    return HttpResponse.json({ data: { updateTour: { __typename: 'UpdateTourPayload', tour: editableTour(tourById(id)!, edits), errors: [] } } });
  }),
];

/** A refused edit, each error on an input field (`['input', field]`), as `updatePlace` and `updateTour` answer it. */
export function refusedEdit(
  typename: 'UpdatePlacePayload' | 'UpdateTourPayload',
  errors: { code: CatalogueErrorCode; field: string; message: string }[],
) {
  const item = typename === 'UpdatePlacePayload' ? { place: null } : { tour: null };
  const payloadErrors = errors.map(({ field, ...error }) => ({ __typename: 'CatalogueError', field: ['input', field], ...error }));
  return { __typename: typename, ...item, errors: payloadErrors };
}
