import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
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
        },
      },
      // A suggestion has no id of its own; it only lives inside its list.
      Suggestion: { keyFields: false },
      SearchGroup: { keyFields: false },
    },
  });
}

export function createApolloClient(options: { uri?: string } = {}): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: options.uri ?? graphqlEndpoint }),
    cache: createCache(),
  });
}
