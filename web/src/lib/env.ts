// The only reader of import.meta.env (STYLE §8).

/** GraphQL endpoint; same origin by default (the API serves the built app). */
export const graphqlEndpoint: string = import.meta.env.VITE_GRAPHQL_URL ?? '/graphql';

export const isDevelopment: boolean = import.meta.env.DEV;
