import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { connectionPolicy } from './connection-policy';
import { graphqlEndpoint } from './env';

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          states: connectionPolicy(),
          places: connectionPolicy(),
          specialTours: connectionPolicy(),
          reviews: connectionPolicy(),
          // Keyed by `filter`: each filter (status, overlap, state, reference) keeps its own list.
          myBookings: connectionPolicy(),
          bookings: connectionPolicy(),
          mailOutbox: connectionPolicy(),
          tripPlans: connectionPolicy(),
          contactMessages: connectionPolicy(),
        },
      },
      // A tour's calendar has no id of its own: it lives inside its tour, and the answers of the calendar's
      // mutations (its default, its month, its first page of changes) merge into it instead of replacing it.
      TourCalendar: { merge: true, fields: { changes: connectionPolicy() } },
      // A suggestion has no id of its own; it only lives inside its list.
      Suggestion: { keyFields: false },
      SearchGroup: { keyFields: false },
    },
  });
}

/**
 * The one place that notices an ended session (STYLE §7): any answer saying UNAUTHENTICATED means
 * the server no longer knows this browser's session (expired, revoked by a logout elsewhere or a
 * password reset), so the signed-in look must go too.
 */
function sessionExpiryLink(onUnauthenticated: () => void): ApolloLink {
  return new ErrorLink(({ error }) => {
    const isUnauthenticated =
      CombinedGraphQLErrors.is(error) && error.errors.some((graphQLError) => graphQLError.extensions?.code === 'UNAUTHENTICATED');
    if (isUnauthenticated) onUnauthenticated();
  });
}

export function createApolloClient(options: { uri?: string; onUnauthenticated?: () => void } = {}): ApolloClient {
  const httpLink = new HttpLink({ uri: options.uri ?? graphqlEndpoint });
  return new ApolloClient({
    link: options.onUnauthenticated ? ApolloLink.from([sessionExpiryLink(options.onUnauthenticated), httpLink]) : httpLink,
    cache: createCache(),
  });
}
