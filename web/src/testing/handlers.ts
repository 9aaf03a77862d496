import { parse, valueFromASTUntyped, visit } from 'graphql';
import { graphql, HttpResponse } from 'msw';
import {
  HomePageDocument,
  IndiaToursPageDocument,
  PlaceDetailsPageDocument,
  SearchPageDocument,
  SearchSuggestionsDocument,
  SpecialToursPageDocument,
  type SearchSuggestionsQuery,
} from '@/gql/graphql';
import {
  asTourCard,
  findPlace,
  PLACES,
  placesOf,
  startsWith,
  STATES,
  stateOf,
  tourOf,
  TOURS,
} from './fixtures/catalogue';
import { accountHandlers } from './account-handlers';
import { catalogueEditingHandlers } from './catalogue-editing-handlers';
import { bookingHandlers } from './booking-handlers';
import { contactHandlers } from './contact-handlers';
import { connectionOf } from './fixtures/connection';
import { REVIEWS } from './fixtures/reviews';
import { createReviewApi, reviewNode } from './review-list-handlers';
import { reviewWritingHandlers } from './review-writing-handlers';

const placeConnection = { connection: 'PlaceConnection', edge: 'PlaceEdge' } as const;
const tourConnection = { connection: 'TourConnection', edge: 'TourEdge' } as const;
const reviewConnection = { connection: 'ReviewConnection', edge: 'ReviewEdge' } as const;

/** Suggestions as the API makes them (spec §2): states by name, places by title, city or destination. */
export function suggestionsFor(text: string, first = 10): SearchSuggestionsQuery['suggestions'] {
  const states = STATES.filter((state) => startsWith(state.name, text)).map((state) => ({
    __typename: 'Suggestion' as const,
    label: state.name,
    type: 'STATE' as const,
    slug: state.slug,
    context: null,
    place: null,
  }));
  const places = PLACES.filter(
    (place) => startsWith(place.title, text) || startsWith(place.city, text) || startsWith(place.destination, text),
  ).map((place) => ({
    __typename: 'Suggestion' as const,
    label: place.title,
    type: 'PLACE' as const,
    slug: place.slug,
    context: `${place.city}, ${STATES.find((state) => state.slug === place.stateSlug)?.name}`,
    place: { __typename: 'Place' as const, id: place.id, title: place.title, slug: place.slug },
  }));
  return [...states, ...places].slice(0, first);
}

type PlaceFilter = { featured?: boolean | null };

/** The `filter` a document passes to `places`, written inline or as a variable. */
function placeFilterIn(query: string, variables: Record<string, unknown>): PlaceFilter {
  let filter: PlaceFilter = {};
  visit(parse(query), {
    Field(field) {
      const argument = field.name.value === 'places' ? field.arguments?.find((arg) => arg.name.value === 'filter') : undefined;
      if (argument) filter = (valueFromASTUntyped(argument.value, variables) ?? {}) as PlaceFilter;
    },
  });
  return filter;
}

function placesMatching(filter: PlaceFilter) {
  return filter.featured == null ? PLACES : PLACES.filter((place) => place.featured === filter.featured);
}

/** Default answers, by operation name, from the fixture catalogue. Tests override with server.use(). */
export const handlers = [
  graphql.query(HomePageDocument, ({ query, variables }) =>
    HttpResponse.json({
      data: {
        specialTours: connectionOf(TOURS.map(asTourCard), { first: 8 }, tourConnection),
        places: connectionOf(placesMatching(placeFilterIn(query, variables)), { first: 8 }, placeConnection),
        reviews: connectionOf(REVIEWS.map(reviewNode), { first: 3 }, reviewConnection),
      },
    }),
  ),

  graphql.query(IndiaToursPageDocument, ({ variables }) =>
    HttpResponse.json({ data: { places: connectionOf(PLACES, variables, placeConnection) } }),
  ),

  graphql.query(SpecialToursPageDocument, ({ variables }) =>
    HttpResponse.json({ data: { specialTours: connectionOf(TOURS.map(asTourCard), variables, tourConnection) } }),
  ),

  graphql.query(PlaceDetailsPageDocument, ({ variables }) => {
    const place = findPlace(variables.slug);
    if (!place) {
      return HttpResponse.json({
        data: { place: null },
        errors: [{ message: 'Place not found', path: ['place'], extensions: { code: 'NOT_FOUND' } }],
      });
    }
    const state = stateOf(place);
    return HttpResponse.json({
      data: { place: { ...place, state: { ...state, tour: asTourCard(tourOf(state)), places: placesOf(state) } } },
    });
  }),

  graphql.query(SearchPageDocument, ({ variables }) => {
    const matches = PLACES.filter(
      (place) =>
        startsWith(place.title, variables.query) ||
        startsWith(place.city, variables.query) ||
        startsWith(place.destination, variables.query) ||
        startsWith(stateOf(place).name, variables.query),
    );
    const search = STATES.map((state) => ({
      __typename: 'SearchGroup' as const,
      state,
      places: matches.filter((place) => place.stateSlug === state.slug),
    })).filter((group) => group.places.length > 0);
    return HttpResponse.json({ data: { search } });
  }),

  graphql.query(SearchSuggestionsDocument, ({ variables }) =>
    HttpResponse.json({ data: { suggestions: suggestionsFor(variables.text, variables.first ?? 10) } }),
  ),

  ...accountHandlers,
  ...catalogueEditingHandlers,
  ...bookingHandlers,
  ...contactHandlers,
  ...reviewWritingHandlers,
  ...createReviewApi({ keepsDeletions: false }).handlers,
];
